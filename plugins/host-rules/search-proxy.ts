import { searchIndexPath } from "../../src/config/search"
import type { RedirectRule } from "./redirect-rules"

/**
 * The site search calls its index on the site's own origin ({apiBase}/{langcode}/api/index/search)
 * and Netlify proxies it to Drupal, or to the embedded content server: the browser needs no CORS,
 * never learns the CMS host, and nothing else of Drupal is reachable through the site. One rule per
 * locale, so only the site's languages pass.
 */
export function searchProxyRules(apiBase: string, locales: readonly string[], drupalBaseUrl: string): RedirectRule[] {
  return locales.map((locale) => ({
    from: `${apiBase}${searchIndexPath(locale)}`,
    to: `${drupalBaseUrl}${searchIndexPath(locale)}`,
    status: 200,
    force: true,
  }))
}
