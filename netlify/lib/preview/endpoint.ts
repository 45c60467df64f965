import {
  credentialHeaders,
  jsonApiUrl,
  resourceTypePath,
  type DrupalAddress,
  type DrupalCredentials,
} from "../../../src/config/drupal-address"
import { PREVIEW_INCLUDES } from "../../../src/config/preview"
import { endpoint } from "../endpoint"
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

/** Drupal's JSON:API document without links: they name the CMS, which the browser need not know. */
function withoutLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLinks)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "links")
      .map(([key, item]) => [key, withoutLinks(item)]),
  )
}

/** The URL of a draft in Drupal: its latest revision (rel:working-copy) in the link's language, with what its template shows. */
export function draftUrl(address: DrupalAddress, resourceType: string, uuid: string, langcode: string): string {
  const query = new URLSearchParams({ resourceVersion: "rel:working-copy", include: PREVIEW_INCLUDES[resourceType].join(",") })
  return jsonApiUrl(address, langcode, `${resourceTypePath(resourceType)}/${uuid}?${query.toString()}`)
}

/**
 * GET /api/preview?token=…: the draft a signed preview link names, read from Drupal as the preview
 * user, answered as { data, included } without links. Only the token comes from the browser; the
 * address, the query and the credentials are the server's. A missing, forged or expired token is a
 * 403, a type without a preview a 422, a draft Drupal does not have a 404, Drupal failing a 502.
 */
export function previewEndpoint(settings: () => PreviewSettings, fetchUpstream: typeof fetch = fetch, now = () => Date.now() / 1000) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const { address, credentials, secret } = settings()
    const check = verifyPreviewToken(new URL(request.url).searchParams.get("token"), credentials ? secret : "", Math.floor(now()))
    if (!check.ok) return refuse(403, check.reason)
    const { resourceType, uuid, langcode } = check.claims
    if (!PREVIEW_INCLUDES[resourceType]) return refuse(422, "unsupported")
    let upstream: Response
    try {
      upstream = await fetchUpstream(draftUrl(address, resourceType, uuid, langcode), {
        headers: { Accept: "application/vnd.api+json", ...credentialHeaders(credentials) },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch {
      return refuse(502, "unavailable")
    }
    if (upstream.status === 404) return refuse(404, "not_found")
    if (!upstream.ok) {
      // 401/403: the preview user lacks a permission; 400: the include list and the Drupal disagree.
      console.error(`Preview: Drupal answered ${upstream.status} for ${resourceType} ${uuid} (${langcode})`)
      return refuse(502, "unavailable")
    }
    let document: { data?: unknown; included?: unknown }
    try {
      document = (await upstream.json()) as { data?: unknown; included?: unknown }
    } catch {
      return refuse(502, "unavailable")
    }
    return answer(200, withoutLinks({ data: document.data ?? null, included: document.included ?? [] }))
  })
}
