/**
 * The Origin rule of every state-changing request: it must come from one of the site's own pages.
 * Browsers send Origin with every POST, PUT and DELETE (a hidden form on another site too, as
 * "null" when its referrer is suppressed), and Sec-Fetch-Site with every request: either naming
 * another site refuses the request. Referer stands in for Origin in older browsers. A request with
 * none of them does not come from a web page (curl, a monitor, the server's own tools): no
 * visitor's browser can be made to send it, which is what this rule is about; the form-start
 * token and the per-address limit deal with such senders.
 */
type Env = Record<string, string | undefined>

/** The site's own origins: the request's own (the deploy it reached) and the ones Netlify names for the deploy. */
export function siteOrigins(request: Request, env: Env = process.env): Set<string> {
  const origins = new Set([new URL(request.url).origin])
  for (const name of ["URL", "DEPLOY_URL", "DEPLOY_PRIME_URL", "SITE_URL"]) {
    const origin = originOf(env[name])
    if (origin) origins.add(origin)
  }
  return origins
}

function originOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null
  } catch {
    return null
  }
}

export function isCrossSiteRequest(request: Request, env: Env = process.env): boolean {
  const fetchSite = request.headers.get("sec-fetch-site")
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true
  const own = siteOrigins(request, env)
  const origin = request.headers.get("origin")
  if (origin !== null) return !own.has(origin)
  const referer = request.headers.get("referer")
  if (referer !== null) {
    const refererOrigin = originOf(referer)
    return refererOrigin === null || !own.has(refererOrigin)
  }
  return false
}
