/**
 * Site search (spec: forms sections 7 and 9). The browser calls the search_api index through the
 * site's own origin: {SEARCH_API_BASE}/{langcode}/api/index/{SEARCH_INDEX_ID} is answered by
 * netlify/functions/search.mts, which asks Drupal (or the embedded content server) at
 * searchIndexUrl() of src/config/drupal-address.ts, the address sourcing uses.
 */
export const SEARCH_API_BASE = "/cms"

/** The machine name of Drupal's search_api index that JSON:API exposes. */
export const SEARCH_INDEX_ID = "search"

/** Results per page. */
export const SEARCH_PAGE_SIZE = 10

/** Pagination: the first 3 pages, the current one with one either side, and the last 3. */
export const SEARCH_PAGINATION = { edge: 3, radius: 1 } as const

/** The path of the index after the language prefix, on Drupal and behind the proxy alike. */
export function searchIndexPath(langcode: string): string {
  return `/${langcode}/api/index/${SEARCH_INDEX_ID}`
}
