import { credentialHeaders, type DrupalAddress, type DrupalCredentials } from "../../../src/config/drupal-address"
import { previewImagePath } from "../../../src/domain/preview/preview-link"

/**
 * A draft's image files, served through the preview function (docs/decisions.md, "Preview a
 * draft"): the files live on the CMS host, which the browser must not learn and normal pages'
 * Content-Security-Policy does not allow. The draft the function answers names each file by a
 * path on the site's own origin, signed with the link's token; asked for that path, the function
 * fetches the file from Drupal as the preview user, but only a file the draft itself includes.
 */

interface JsonApiResource {
  type?: unknown
  id?: unknown
  attributes?: Record<string, unknown>
}

/** The raster and vector types an image field takes; anything else is not served from the site's origin. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/svg+xml"])

/** Larger than any image an editor uploads (Drupal's default upload limit is far below). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024

const isFile = (resource: JsonApiResource): boolean => resource.type === "file--file" && typeof resource.id === "string"

/**
 * The draft's included resources with each file's address replaced by its path on the site (the
 * preview function with the token): Drupal's uri names the CMS (its url, on some sites absolute)
 * and its storage (public://…), neither of which the browser needs.
 */
export function withSiteImagePaths(included: readonly JsonApiResource[], token: string): JsonApiResource[] {
  return included.map((resource) =>
    isFile(resource)
      ? { ...resource, attributes: { ...resource.attributes, uri: { url: previewImagePath(token, String(resource.id)) } } }
      : resource,
  )
}

/**
 * The address of a file the draft includes, on the Drupal host; null when the draft has no such
 * file, or its address leads off the Drupal host (the function sends the preview user's credentials
 * there, and to nowhere else).
 */
export function draftFileUrl(address: DrupalAddress, included: readonly JsonApiResource[], fileUuid: string): string | null {
  const file = included.find((resource) => isFile(resource) && resource.id === fileUuid)
  const uri = file?.attributes?.uri as { url?: unknown } | undefined
  if (typeof uri?.url !== "string" || uri.url === "") return null
  const drupal = new URL(address.baseUrl)
  let url: URL
  try {
    url = new URL(uri.url, `${drupal.origin}/`)
  } catch {
    return null
  }
  return url.origin === drupal.origin ? url.toString() : null
}

/** The headers of a served image: never stored, never indexed, inert when opened on its own. */
const IMAGE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
}

export type DraftImageAnswer = { ok: true; response: Response } | { ok: false; reason: "not_found" | "unavailable" }

/** Fetches a draft's file from Drupal as the preview user and answers it as an image of the site. */
export async function fetchDraftImage(
  url: string,
  credentials: DrupalCredentials,
  fetchUpstream: typeof fetch,
  timeoutMs: number,
): Promise<DraftImageAnswer> {
  let upstream: Response
  try {
    upstream = await fetchUpstream(url, {
      headers: credentialHeaders(credentials),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    })
  } catch {
    return { ok: false, reason: "unavailable" }
  }
  if (upstream.status === 404) return { ok: false, reason: "not_found" }
  const type = (upstream.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase()
  if (!upstream.ok || !IMAGE_TYPES.has(type)) {
    console.error(`Preview: Drupal answered ${upstream.status} (${type || "no type"}) for an image of a draft`)
    return { ok: false, reason: "unavailable" }
  }
  const bytes = await upstream.arrayBuffer().catch(() => null)
  if (!bytes || bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "unavailable" }
  return { ok: true, response: new Response(bytes, { status: 200, headers: { ...IMAGE_RESPONSE_HEADERS, "Content-Type": type } }) }
}
