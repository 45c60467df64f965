import { normalizeKeyword } from "./keyword"

/**
 * The search page's query parameters (spec: forms section 2): ?keyword={text}&page={n}. Reading
 * is lenient (a missing or bad page is page 1); writing normalises the keyword and drops page 1.
 */
export interface SearchQuery {
  keyword: string
  page: number
}

export function readSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search)
  const pageText = params.get("page") ?? ""
  const page = /^\d+$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1
  return { keyword: normalizeKeyword(params.get("keyword") ?? ""), page }
}

/** A relative URL of the search page for a keyword and page: `?keyword=reefer&page=2`. */
export function searchHref({ keyword, page }: SearchQuery): string {
  const params = new URLSearchParams({ keyword: normalizeKeyword(keyword) })
  if (page > 1) params.set("page", String(page))
  return `?${params.toString()}`
}
