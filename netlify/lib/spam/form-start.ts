import { randomBytes } from "node:crypto"
import { FILLED_TOO_FAST_ERROR, FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from "../../../src/domain/forms/fill-time"
import { signToken, tokenSecret, verifyToken } from "../signed-token"

/** The first part of a form-start token (the upload token of the applications reuses the form-start token). */
const FORM_START_TOKEN_PURPOSE = "fs1"

/** A form-start token's signed parts: when it was issued, and the random part naming the visitor. */
export interface FormStartToken {
  issuedAt: number
  visitor: string
}

/**
 * A form-start token that is signed by this server, has its three parts and was not issued in the
 * future (a minute of clock skew allowed); null otherwise. Its age is for the caller to judge.
 */
export function readFormStartToken(token: unknown, now: number, secret: string): FormStartToken | null {
  const parts = verifyToken(token, secret)
  if (!parts || parts.length !== 3 || parts[0] !== FORM_START_TOKEN_PURPOSE) return null
  const issuedAt = parseInt(parts[1], 36)
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000) return null
  return { issuedAt, visitor: parts[2] }
}

/**
 * The form-start token: when the visitor opened a form, signed by the server, sent back with the
 * submission. Checked after the values (a visitor sees field errors first), before anything is
 * stored.
 */

export function issueFormStartToken(now: number = Date.now(), secret: string = tokenSecret()): string {
  return signToken([FORM_START_TOKEN_PURPOSE, now.toString(36), randomBytes(9).toString("base64url")], secret)
}

export type FormStartCheck =
  { ok: true } | { ok: false; error: "form_token_invalid" | "form_token_expired" | typeof FILLED_TOO_FAST_ERROR; retryAfterMs?: number }

export function checkFormStartToken(token: unknown, now: number = Date.now(), secret: string = tokenSecret()): FormStartCheck {
  const read = readFormStartToken(token, now, secret)
  if (!read) return { ok: false, error: "form_token_invalid" }
  const elapsed = now - read.issuedAt
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return { ok: false, error: "form_token_expired" }
  if (elapsed < MIN_FILL_MS) return { ok: false, error: FILLED_TOO_FAST_ERROR, retryAfterMs: MIN_FILL_MS - elapsed }
  return { ok: true }
}
