import type { DrupalAddress } from "../../../src/config/drupal-address"
import { endpoint } from "../endpoint"
import { InvalidSearch, localeOfSearchPath, rewriteSearchDocument, upstreamSearchUrl } from "./proxy"

const JSON_API_TYPE = "application/vnd.api+json"

/**
 * The site's security headers for an API answer: no sniffing, no framing, no script or style of
 * any kind (a JSON document needs none), HTTPS only, and no CORS header: only the site's own
 * pages may read it.
 */
export const SEARCH_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": JSON_API_TYPE,
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
}

const UPSTREAM_TIMEOUT_MS = 10_000

function jsonApi(status: number, document: unknown): Response {
  return new Response(JSON.stringify(document), { status, headers: SEARCH_RESPONSE_HEADERS })
}

function jsonApiError(status: number, title: string, detail: string): Response {
  return jsonApi(status, { jsonapi: { version: "1.0" }, errors: [{ title, status: String(status), detail }] })
}

/**
 * GET {SEARCH_API_BASE}/{locale}/api/index/search: the site search's index, asked of Drupal's
 * jsonapi_search_api at the address the build sources from (anonymously: the index is public),
 * answered without the CMS host and with the site's headers. A request the search never sends is
 * a 400, an unknown locale or index a 404; Drupal down or failing is a 502.
 */
export function searchProxyEndpoint(address: DrupalAddress, fetchUpstream: typeof fetch = fetch) {
  return endpoint(["GET"], async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const locale = localeOfSearchPath(url.pathname)
    if (!locale) return jsonApiError(404, "Not Found", "The site has no search index at this path.")
    let upstreamUrl: string
    try {
      upstreamUrl = upstreamSearchUrl(address, locale, url.searchParams)
    } catch (error) {
      if (error instanceof InvalidSearch) return jsonApiError(400, "Bad Request", error.message)
      throw error
    }
    let upstream: Response
    try {
      upstream = await fetchUpstream(upstreamUrl, { headers: { Accept: JSON_API_TYPE }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
    } catch {
      return jsonApiError(502, "Bad Gateway", "The search index did not answer.")
    }
    const isJson = (upstream.headers.get("content-type") ?? "").includes("json")
    if (upstream.status >= 500 || !isJson) return jsonApiError(502, "Bad Gateway", `The search index answered ${upstream.status}.`)
    let document: unknown
    try {
      document = await upstream.json()
    } catch {
      return jsonApiError(502, "Bad Gateway", "The search index answered with a broken document.")
    }
    return jsonApi(upstream.status, rewriteSearchDocument(document, upstreamUrl, locale))
  })
}
