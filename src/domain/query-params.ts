/**
 * Query parameters of listings and card lists: ?page={n}, ?category={id} and ?sort=asc|desc.
 * Reading is lenient (bad values are ignored); writing drops defaults so URLs stay short.
 */
import { parseSortDirection, DEFAULT_SORT, type SortDirection } from "./listings"

export interface ListingParams {
  page: number | null
  category: string | null
  sort: SortDirection | null
}

export function readListingParams(search: string): ListingParams {
  const params = new URLSearchParams(search)
  const page = /^\d+$/.test(params.get("page") ?? "") ? Number(params.get("page")) : null
  const category = params.get("category")?.trim() || null
  return { page: page && page > 0 ? page : null, category, sort: parseSortDirection(params.get("sort")) }
}

/** A relative URL with the listing's parameters, e.g. `?category=3&page=2#knowledge-list`. */
export function listingHref({ page, category, sort }: ListingParams, hash?: string): string {
  const params = new URLSearchParams()
  if (category) params.set("category", category)
  if (sort && sort !== DEFAULT_SORT) params.set("sort", sort)
  if (page && page > 1) params.set("page", String(page))
  const query = params.toString()
  // An empty query still needs "?" to leave the current parameters behind.
  return `?${query}${hash ? `#${hash}` : ""}`
}
