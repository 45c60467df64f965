import { SEARCH_INDEX_ID } from "../../src/config/search"
import { LOCALE_CODES } from "../../src/config/locales"
import { applySparseFieldsets, errorDocument, JSONAPI_OBJECT, JsonApiError, pagerLinks, parseFilters, parsePage } from "./jsonapi"
import { buildResource } from "./resource"
import { search, searchIndexOf } from "./search-index"
import type { ContentRoute } from "./server"

const JSON_API_TYPE = "application/vnd.api+json"
/** jsonapi_search_api's route: /%jsonapi%/index/{index}, under JSON:API's prefix and a language's. */
const INDEX_PATH = `/index/${SEARCH_INDEX_ID}`

/** Filter fields of the index besides the fulltext keys: the item language, by either name. */
const LANGUAGE_FILTERS = new Set(["langcode", "search_api_language"])

function languageFilter(value: unknown): string[] {
  const langcodes = (Array.isArray(value) ? value : [value]).map(String)
  const unknown = langcodes.filter((langcode) => !LOCALE_CODES.includes(langcode))
  if (unknown.length) throw new JsonApiError(400, "Bad Request", `The language "${unknown[0]}" is not enabled.`)
  return langcodes
}

/**
 * The search_api index endpoint as jsonapi_search_api serves it (its IndexResource; search_api's
 * JSON:API answers are not among the recordings, so this follows the module's code):
 * GET {language prefix}/{apiPrefix}/index/search with filter[fulltext] (the keys), filter[langcode],
 * page[offset] and page[limit] (core's OffsetPage: at most 50), sparse fieldsets. data holds the
 * matching node translations best first, each in its own language; meta.count is always there (the
 * module counts, JSON:API Extras or not); links are self, and next and last while more follow,
 * first and prev after the first page. The index itself is in search-index.ts.
 */
export const searchRoute: ContentRoute = (url, _langcode, path, context) => {
  if (path !== INDEX_PATH) return null
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
    const links = pagerLinks(url, offset, limit, result.count, true)
    return { status: 200, body: { jsonapi: JSONAPI_OBJECT, data, meta: { count: result.count }, links }, contentType: JSON_API_TYPE }
  } catch (error) {
    if (error instanceof JsonApiError)
      return { ...errorDocument(error.status, error.title, error.message, url), contentType: JSON_API_TYPE }
    throw error
  }
}
