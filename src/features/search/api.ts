import { mapSearchResults, type SearchResultsView } from "../../drupal/mappers/search-results"
import type { SearchQuery } from "../../domain/search/query"
import { searchRequestUrl } from "../../domain/search/request"

export class SearchFailed extends Error {}

export async function fetchSearchResults(
  locale: string,
  query: SearchQuery,
  brandName: string,
  signal?: AbortSignal,
): Promise<SearchResultsView> {
  const response = await fetch(searchRequestUrl(locale, query), { headers: { Accept: "application/vnd.api+json" }, signal })
  if (!response.ok) throw new SearchFailed(`The search index answered ${response.status} ${response.statusText}`.trim())
  return mapSearchResults(await response.json(), locale, brandName)
}
