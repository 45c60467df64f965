/**
 * A field people never see and bots fill in. A request with a value in it is answered as a
 * success and delivers nothing, so a bot learns nothing.
 */
export const HONEYPOT_FIELD = "fax_number"

export function isHoneypotHit(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false
}
