import { searchIndexUrl, type DrupalAddress } from "../../../src/config/drupal-address"
import { isLocale } from "../../../src/config/locales"
import { SEARCH_API_BASE, SEARCH_INDEX_ID, searchIndexPath } from "../../../src/config/search"

/**
 * The site search's way to Drupal's index (jsonapi_search_api). The browser asks the site's own
 * origin, {SEARCH_API_BASE}/{locale}/api/index/search; this function asks Drupal at the index's
 * real URL, built by the site's addressing module as sourcing builds its own (the one JSON:API
 * prefix, the language prefixes), with only the parameters the search sends. The answer goes back
 * without the CMS's address in it: the browser never learns the CMS host.
 */

/** The path the browser asks for a locale. */
export function siteSearchPath(locale: string): string {
  return `${SEARCH_API_BASE}${searchIndexPath(locale)}`
}

/** The locale of a site search path, or null for any other path. */
export function localeOfSearchPath(pathname: string): string | null {
  const match = /^\/([^/]+)\/api\/index\/([^/]+)$/.exec(pathname.slice(SEARCH_API_BASE.length))
  if (!pathname.startsWith(`${SEARCH_API_BASE}/`) || !match || match[2] !== SEARCH_INDEX_ID || !isLocale(match[1])) return null
  return match[1]
}

/** What the site search sends (src/domain/search/request.ts), and the form each value must have. */
const PARAMETERS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^filter\[fulltext\]$/, /^[^\p{Cc}]{0,200}$/u],
  [/^page\[(offset|limit)\]$/, /^\d{1,6}$/],
  [/^fields\[node--[a-z_]+\]$/, /^[a-z_,]{1,300}$/],
]

export class InvalidSearch extends Error {}

/**
 * Drupal's index URL for a search in a locale: the browser's fulltext, page and field lists, each
 * checked, and the locale's language as filter[langcode] whatever the browser said. Anything else
 * is an InvalidSearch.
 */
export function upstreamSearchUrl(address: DrupalAddress, locale: string, query: URLSearchParams): string {
  const upstream = new URL(searchIndexUrl(address, locale, SEARCH_INDEX_ID))
  for (const [name, value] of query) {
    if (name === "filter[langcode]") continue
    const rule = PARAMETERS.find(([namePattern]) => namePattern.test(name))
    if (!rule) throw new InvalidSearch(`The search takes no parameter "${name}".`)
    if (!rule[1].test(value)) throw new InvalidSearch(`The value of "${name}" is not one the search sends.`)
    upstream.searchParams.append(name, value)
  }
  upstream.searchParams.set("filter[langcode]", locale)
  return upstream.toString()
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Every string the CMS wrote with its own origin becomes root-relative, and resource links go. */
function withoutCmsOrigin(value: unknown, origin: string): unknown {
  if (typeof value === "string") return value.startsWith(origin) ? value.slice(origin.length) || "/" : value
  if (Array.isArray(value)) return value.map((item) => withoutCmsOrigin(item, origin))
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      // Links of resources and relationships name JSON:API URLs on the CMS; the search needs none.
      .filter(([key, item]) => !(key === "links" && isObject(item) && Object.values(item).some((link) => isObject(link) && "href" in link)))
      .map(([key, item]) => [key, withoutCmsOrigin(item, origin)]),
  )
}

/**
 * Drupal's answer as the browser gets it: the pager links (self, next, prev, first, last) point
 * at the site's own search path with the same query, an error's links go, and no other string
 * carries the CMS's origin.
 */
export function rewriteSearchDocument(document: unknown, upstreamIndexUrl: string, locale: string): unknown {
  if (!isObject(document)) return document
  const upstream = new URL(upstreamIndexUrl)
  const pagerLinks: Record<string, { href: string }> = {}
  if (isObject(document.links)) {
    for (const [name, link] of Object.entries(document.links)) {
      const href = isObject(link) && typeof link.href === "string" ? new URL(link.href, upstream) : null
      if (href && href.origin === upstream.origin && href.pathname === upstream.pathname) {
        pagerLinks[name] = { href: `${siteSearchPath(locale)}${href.search}` }
      }
    }
  }
  const { links: _links, errors, ...rest } = document
  const rewritten = withoutCmsOrigin(rest, upstream.origin) as Json
  if (Array.isArray(errors)) {
    rewritten.errors = errors.map((error) =>
      isObject(error) ? withoutCmsOrigin({ title: error.title, status: error.status, detail: error.detail }, upstream.origin) : error,
    )
  }
  if ("data" in document) rewritten.links = pagerLinks
  return rewritten
}
