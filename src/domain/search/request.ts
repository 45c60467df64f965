import { SEARCH_API_BASE, SEARCH_PAGE_SIZE, searchIndexPath } from "../../config/search"
import { NODE_TYPES } from "../../drupal/model/node-types"
import { SEARCH_RESULT_FIELDS } from "../../drupal/mappers/search-results"
import type { SearchQuery } from "./query"

/**
 * The call of the site search (spec: forms section 7): GET {api}/{langcode}/api/index/search with
 * filter[fulltext], filter[langcode], page[offset], page[limit] and the field lists. {api} is the
 * site's own origin; a host rule proxies it to Drupal (see src/config/search.ts).
 */
export function searchRequestUrl(locale: string, { keyword, page }: SearchQuery): string {
  const params = new URLSearchParams()
  params.set("filter[fulltext]", keyword)
  params.set("filter[langcode]", locale)
  params.set("page[offset]", String((Math.max(1, page) - 1) * SEARCH_PAGE_SIZE))
  params.set("page[limit]", String(SEARCH_PAGE_SIZE))
  for (const type of NODE_TYPES) params.set(`fields[node--${type}]`, SEARCH_RESULT_FIELDS.join(","))
  return `${SEARCH_API_BASE}${searchIndexPath(locale)}?${params.toString()}`
}
