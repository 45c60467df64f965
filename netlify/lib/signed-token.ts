import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Short tokens the server signs and later checks, so a value it handed out (when a form was
 * opened) cannot be made up or changed by whoever sends it back: `part.part...signature`, the
 * signature an HMAC-SHA256 over the parts with FORM_TOKEN_SECRET. The local default keeps offline
 * work and tests running; a deploy sets its own secret (a token signed with the default is
 * worthless there).
 */
export const LOCAL_TOKEN_SECRET = "fleetlane-local-form-token-secret"

type Env = Record<string, string | undefined>

export function tokenSecret(env: Env = process.env): string {
  return env.FORM_TOKEN_SECRET?.trim() || LOCAL_TOKEN_SECRET
}

function signature(parts: readonly string[], secret: string): string {
  return createHmac("sha256", secret).update(parts.join(".")).digest("base64url")
}

/** Parts may hold letters, digits, "-" and "_" only, so "." always separates them. */
const PART = /^[A-Za-z0-9_-]+$/

export function signToken(parts: readonly string[], secret: string = tokenSecret()): string {
  if (parts.length === 0 || !parts.every((part) => PART.test(part))) throw new Error("Token parts must be non-empty and URL-safe")
  return [...parts, signature(parts, secret)].join(".")
}

/** The token's parts when its signature is ours, else null. */
export function verifyToken(token: unknown, secret: string = tokenSecret()): string[] | null {
  if (typeof token !== "string" || token.length > 512) return null
  const pieces = token.split(".")
  if (pieces.length < 2) return null
  const parts = pieces.slice(0, -1)
  if (!parts.every((part) => PART.test(part))) return null
  const given = Buffer.from(pieces[pieces.length - 1])
  const expected = Buffer.from(signature(parts, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null
}
