import { SEARCH_INDEX_ID } from "../../src/config/search"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { applySparseFieldsets, errorDocument, JSONAPI_OBJECT, JsonApiError, parseFilters, parsePage } from "./jsonapi"
import { buildResource } from "./resource"
import { search, searchIndexOf } from "./search-index"
import type { ContentRoute } from "./server"

const JSON_API_TYPE = "application/vnd.api+json"
const INDEX_PATH = `/api/index/${SEARCH_INDEX_ID}`

/** Filter fields of the index besides the fulltext keys: the item language, by either name. */
const LANGUAGE_FILTERS = new Set(["langcode", "search_api_language"])

function languageFilter(value: unknown): string[] {
  const langcodes = (Array.isArray(value) ? value : [value]).map(String)
  const unknown = langcodes.filter((langcode) => !LOCALE_CODES.includes(langcode))
  if (unknown.length) throw new JsonApiError(400, "Bad Request", `The language "${unknown[0]}" is not enabled.`)
  return langcodes
}

/**
 * The search_api index endpoint: GET /{langcode}/api/index/search (the default language also with
 * /en/ and without a prefix), as jsonapi_search_api with jsonapi_extras' /api prefix answers it:
 * filter[fulltext] (the keys), filter[langcode], page[offset] and page[limit], sparse fieldsets;
 * data holds the matching node translations best first, meta.count the number of matches, and
 * links next and prev the neighbouring pages. The index itself is in search-index.ts.
 */
export const searchRoute: ContentRoute = (url, _langcode, path, context) => {
  if (path !== INDEX_PATH && path !== `/${DEFAULT_LOCALE}${INDEX_PATH}`) return null
  try {
    const params = url.searchParams
    let keys: string | null = null
    let langcodes: string[] | null = null
    for (const condition of parseFilters(params)) {
      if (condition.path === "fulltext") keys = Array.isArray(condition.value) ? condition.value.join(" ") : String(condition.value ?? "")
      else if (LANGUAGE_FILTERS.has(condition.path)) langcodes = languageFilter(condition.value)
      else throw new JsonApiError(400, "Bad Request", `The index "${SEARCH_INDEX_ID}" has no field "${condition.path}" to filter on.`)
    }
    const { offset, limit } = parsePage(params)
    const result = search(searchIndexOf(context.store), { keys, langcodes, offset, limit })
    const data = result.items.map((item) => applySparseFieldsets(buildResource(item.entity, item.langcode, context), params))
    const links: Record<string, { href: string }> = { self: { href: url.toString() } }
    const pageUrl = (pageOffset: number) => {
      const next = new URL(url.toString())
      next.searchParams.set("page[offset]", String(pageOffset))
      next.searchParams.set("page[limit]", String(limit))
      return { href: next.toString() }
    }
    if (offset + limit < result.count) links.next = pageUrl(offset + limit)
    if (offset > 0) links.prev = pageUrl(Math.max(0, offset - limit))
    return { status: 200, body: { jsonapi: JSONAPI_OBJECT, data, meta: { count: result.count }, links }, contentType: JSON_API_TYPE }
  } catch (error) {
    if (error instanceof JsonApiError) return { ...errorDocument(error.status, error.title, error.message), contentType: JSON_API_TYPE }
    throw error
  }
}
