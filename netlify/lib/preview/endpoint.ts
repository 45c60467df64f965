import {
  credentialHeaders,
  jsonApiUrl,
  resourceTypePath,
  type DrupalAddress,
  type DrupalCredentials,
} from "../../../src/config/drupal-address"
import { PREVIEW_IMAGE_PARAMETER, PREVIEW_INCLUDES } from "../../../src/config/preview"
import { isUuid } from "../../../src/domain/preview/preview-link"
import { endpoint } from "../endpoint"
import { draftFileUrl, fetchDraftImage, withSiteImagePaths } from "./draft-image"
import { verifyPreviewToken } from "./preview-token"

/**
 * The preview's answers: never stored by a browser or a CDN, never indexed, no script or framing,
 * and no CORS header (only the site's own preview page reads them).
 */
export const PREVIEW_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
}

export interface PreviewSettings {
  address: DrupalAddress
  /** The preview user's; null: no preview user is configured, every link is refused. */
  credentials: DrupalCredentials
  /** PREVIEW_SECRET; "" refuses every link. */
  secret: string
}

/** Why a preview is not shown; the preview page says each in the editor's language. */
export type PreviewRefusal = "invalid" | "expired" | "unsupported" | "not_found" | "unavailable"

const UPSTREAM_TIMEOUT_MS = 10_000

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: PREVIEW_RESPONSE_HEADERS })
}

function refuse(status: 403 | 404 | 422 | 502, reason: PreviewRefusal): Response {
  return answer(status, { error: "preview_refused", reason })
}

/**
 * What of Drupal's document names the CMS, which the browser need not know: JSON:API's links, and
 * the metatags (their canonical link is the CMS's; a template renders them only in its Head,
 * which the preview page does not use).
 */
const CMS_ADDRESS_KEYS = new Set(["links", "metatag"])

function withoutCmsAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCmsAddresses)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CMS_ADDRESS_KEYS.has(key))
      .map(([key, item]) => [key, withoutCmsAddresses(item)]),
  )
}

/** The URL of a draft in Drupal: its latest revision (rel:working-copy) in the link's language, with what its template shows. */
export function draftUrl(address: DrupalAddress, resourceType: string, uuid: string, langcode: string): string {
  const query = new URLSearchParams({ resourceVersion: "rel:working-copy", include: PREVIEW_INCLUDES[resourceType].join(",") })
  return jsonApiUrl(address, langcode, `${resourceTypePath(resourceType)}/${uuid}?${query.toString()}`)
}

/**
 * GET /api/preview?token=…: the draft a signed preview link names, read from Drupal as the preview
 * user, answered as { data, included } without what names the CMS, each image file named by its path on the
 * site. GET /api/preview?token=…&image={file uuid}: that file of the draft, from Drupal, as an
 * image of the site (netlify/lib/preview/draft-image.ts). Only the token and the file's id come
 * from the browser; the address, the query and the credentials are the server's. A missing, forged
 * or expired token is a 403, a type without a preview a 422, a draft or file Drupal does not have
 * (or the draft does not include) a 404, Drupal failing a 502.
 */
export function previewEndpoint(settings: () => PreviewSettings, fetchUpstream: typeof fetch = fetch, now = () => Date.now() / 1000) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const { address, credentials, secret } = settings()
    const parameters = new URL(request.url).searchParams
    const token = parameters.get("token")
    const check = verifyPreviewToken(token, credentials ? secret : "", Math.floor(now()))
    if (!check.ok) return refuse(403, check.reason)
    const { resourceType, uuid, langcode } = check.claims
    if (!PREVIEW_INCLUDES[resourceType]) return refuse(422, "unsupported")
    const image = parameters.get(PREVIEW_IMAGE_PARAMETER)
    if (image !== null && !isUuid(image)) return refuse(404, "not_found")
    const draft = await fetchDraft(draftUrl(address, resourceType, uuid, langcode), credentials, fetchUpstream)
    if (!draft.ok) return refuse(draft.reason === "not_found" ? 404 : 502, draft.reason)
    const included = Array.isArray(draft.document.included) ? (draft.document.included as Array<Record<string, unknown>>) : []
    if (image !== null) {
      const fileUrl = draftFileUrl(address, included, image)
      if (!fileUrl) return refuse(404, "not_found")
      const file = await fetchDraftImage(fileUrl, credentials, fetchUpstream, UPSTREAM_TIMEOUT_MS)
      if (!file.ok) return refuse(file.reason === "not_found" ? 404 : 502, file.reason)
      return file.response
    }
    return answer(200, withoutCmsAddresses({ data: draft.document.data ?? null, included: withSiteImagePaths(included, token ?? "") }))
  })
}

type DraftFetch = { ok: true; document: { data?: unknown; included?: unknown } } | { ok: false; reason: "not_found" | "unavailable" }

/** The draft's JSON:API document from Drupal, read as the preview user. */
async function fetchDraft(url: string, credentials: DrupalCredentials, fetchUpstream: typeof fetch): Promise<DraftFetch> {
  let upstream: Response
  try {
    upstream = await fetchUpstream(url, {
      headers: { Accept: "application/vnd.api+json", ...credentialHeaders(credentials) },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, reason: "unavailable" }
  }
  if (upstream.status === 404) return { ok: false, reason: "not_found" }
  if (!upstream.ok) {
    // 401/403: the preview user lacks a permission; 400: the include list and the Drupal disagree.
    console.error(`Preview: Drupal answered ${upstream.status} for ${url.replace(/\?.*$/, "")}`)
    return { ok: false, reason: "unavailable" }
  }
  try {
    return { ok: true, document: (await upstream.json()) as { data?: unknown; included?: unknown } }
  } catch {
    return { ok: false, reason: "unavailable" }
  }
}
