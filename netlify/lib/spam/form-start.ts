import { randomBytes } from "node:crypto"
import { FILLED_TOO_FAST_ERROR, FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from "../../../src/domain/forms/fill-time"
import { signToken, tokenSecret, verifyToken } from "../signed-token"

/**
 * The form-start token: when the visitor opened a form, signed by the server, sent back with the
 * submission. Checked after the values (a visitor sees field errors first), before anything is
 * stored.
 */
/** The first part of a form-start token (the upload token of the applications reuses the form-start token). */
export const FORM_START_TOKEN_PURPOSE = "fs1"

export function issueFormStartToken(now: number = Date.now(), secret: string = tokenSecret()): string {
  return signToken([FORM_START_TOKEN_PURPOSE, now.toString(36), randomBytes(9).toString("base64url")], secret)
}

export type FormStartCheck =
  { ok: true } | { ok: false; error: "form_token_invalid" | "form_token_expired" | typeof FILLED_TOO_FAST_ERROR; retryAfterMs?: number }

export function checkFormStartToken(token: unknown, now: number = Date.now(), secret: string = tokenSecret()): FormStartCheck {
  const parts = verifyToken(token, secret)
  if (!parts || parts.length !== 3 || parts[0] !== FORM_START_TOKEN_PURPOSE) return { ok: false, error: "form_token_invalid" }
  const issuedAt = parseInt(parts[1], 36)
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000) return { ok: false, error: "form_token_invalid" }
  const elapsed = now - issuedAt
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return { ok: false, error: "form_token_expired" }
  if (elapsed < MIN_FILL_MS) return { ok: false, error: FILLED_TOO_FAST_ERROR, retryAfterMs: MIN_FILL_MS - elapsed }
  return { ok: true }
}
