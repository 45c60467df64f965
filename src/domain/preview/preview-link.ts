import { isLocale } from "../../config/locales"
import { PREVIEW_API_PATH, PREVIEW_IMAGE_PARAMETER } from "../../config/preview"

/**
 * The signed preview link of a draft, as Drupal's "Preview on the site" link makes it and the
 * preview function checks it: /{langcode}/preview/?token=v1.{resource type}.{uuid}.{langcode}.
 * {expiry}.{signature}. The parts name exactly one translation of one node and when the link
 * stops working; the signature (netlify/lib/preview/preview-token.ts) makes them unforgeable.
 * The format is plain text so that Drupal's PHP can make it with hash_hmac (docs/decisions.md).
 */

export const PREVIEW_TOKEN_VERSION = "v1"

/** How long a link made by `npm run preview:link` (and by the Drupal side) works. */
export const PREVIEW_LINK_LIFETIME_SECONDS = 60 * 60

/** No link works longer than this, whatever its expiry says: a leaked link is worth a day at most. */
export const MAX_PREVIEW_LINK_LIFETIME_SECONDS = 24 * 60 * 60

export interface PreviewClaims {
  /** The node's JSON:API resource type, e.g. node--page. */
  resourceType: string
  uuid: string
  /** The translation to show, which is also the locale of the preview page. */
  langcode: string
  /** Unix time, in seconds, after which the link is refused. */
  expiresAt: number
}

const RESOURCE_TYPE = /^node--[a-z0-9_]{1,64}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const EXPIRY = /^[1-9][0-9]{0,10}$/
const SIGNATURE = /^[0-9a-f]{64}$/

/** The text the signature is made over: the token without its signature. */
export function previewPayload(claims: PreviewClaims): string {
  return [PREVIEW_TOKEN_VERSION, claims.resourceType, claims.uuid, claims.langcode, String(claims.expiresAt)].join(".")
}

/** A token's claims, the text they were signed as and the signature; null when it is not a preview token at all. */
export function parsePreviewToken(token: unknown): { claims: PreviewClaims; payload: string; signature: string } | null {
  if (typeof token !== "string" || token.length > 256) return null
  const parts = token.split(".")
  if (parts.length !== 6) return null
  const [version, resourceType, uuid, langcode, expiry, signature] = parts
  if (version !== PREVIEW_TOKEN_VERSION || !RESOURCE_TYPE.test(resourceType) || !UUID.test(uuid) || !isLocale(langcode)) return null
  if (!EXPIRY.test(expiry) || !SIGNATURE.test(signature)) return null
  const claims = { resourceType, uuid, langcode, expiresAt: Number(expiry) }
  return { claims, payload: previewPayload(claims), signature }
}

/** Whether a link with a genuine signature still works at nowSeconds. */
export function previewLinkState(claims: PreviewClaims, nowSeconds: number): "valid" | "expired" {
  if (claims.expiresAt <= nowSeconds || claims.expiresAt - nowSeconds > MAX_PREVIEW_LINK_LIFETIME_SECONDS) return "expired"
  return "valid"
}

/** The preview page of a link: in the draft's own locale. */
export function previewPagePath(langcode: string, token: string): string {
  return `/${langcode}/preview/?token=${encodeURIComponent(token)}`
}

/**
 * Where the preview page loads one of the draft's image files: the preview function on the site's
 * own origin, with the link's token, so that no CMS address reaches the browser and normal pages'
 * Content-Security-Policy need not allow the CMS host (docs/decisions.md, "Preview a draft").
 */
export function previewImagePath(token: string, fileUuid: string): string {
  return `${PREVIEW_API_PATH}?${new URLSearchParams({ token, [PREVIEW_IMAGE_PARAMETER]: fileUuid }).toString()}`
}

/** Whether a value is a JSON:API id (a UUID), as the function checks an image's before asking Drupal. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value)
}
