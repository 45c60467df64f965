import { createHmac, timingSafeEqual } from "node:crypto"
import { parsePreviewToken, previewLinkState, previewPayload, type PreviewClaims } from "../../../src/domain/preview/preview-link"

/**
 * Signs and checks preview links (src/domain/preview/preview-link.ts) with PREVIEW_SECRET:
 * HMAC-SHA256 over the payload, in lower-case hex, which is what PHP's
 * hash_hmac("sha256", $payload, $secret) gives on the Drupal side.
 */

export function previewSignature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex")
}

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  return `${previewPayload(claims)}.${previewSignature(previewPayload(claims), secret)}`
}

export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: "invalid" | "expired" }

/** The claims of a token signed with the secret that has not expired at nowSeconds. */
export function verifyPreviewToken(token: unknown, secret: string, nowSeconds: number): PreviewTokenCheck {
  const parsed = parsePreviewToken(token)
  if (!parsed || secret === "") return { ok: false, reason: "invalid" }
  const expected = Buffer.from(previewSignature(parsed.payload, secret))
  const given = Buffer.from(parsed.signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" }
  if (previewLinkState(parsed.claims, nowSeconds) === "expired") return { ok: false, reason: "expired" }
  return { ok: true, claims: parsed.claims }
}
