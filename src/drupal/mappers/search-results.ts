import { FIXED_IDS } from "../../config/fixed-ids"
import { pagePath } from "../../domain/routing"

/**
 * The answer of the search_api index (JSON:API, spec: forms section 7) as the search page shows
 * it: meta.count, and per result the metatag title and description and the path alias.
 */
export interface SearchResultView {
  id: string
  title: string
  description: string
  url: string
}

export interface SearchResultsView {
  total: number
  results: SearchResultView[]
}

/** The resource attributes the search asks for in its field lists. */
export const SEARCH_RESULT_FIELDS = ["metatag", "path"] as const

export class MalformedSearchAnswer extends Error {}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

function metaContent(metatags: unknown, name: string): string | null {
  if (!Array.isArray(metatags)) return null
  const tag = metatags.find((candidate) => isObject(candidate) && isObject(candidate.attributes) && candidate.attributes.name === name)
  const content = isObject(tag) && isObject(tag.attributes) ? tag.attributes.content : null
  return typeof content === "string" ? content : null
}

/** "Reefer trailers | Fleetlane" -> "Reefer trailers": in a list of the site's own pages the brand says nothing. */
function withoutBrand(title: string, brandName: string): string {
  const suffix = ` | ${brandName}`
  return brandName && title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title
}

function mapResult(resource: unknown, locale: string, brandName: string): SearchResultView | null {
  if (!isObject(resource) || typeof resource.id !== "string" || !isObject(resource.attributes)) return null
  const { metatag, path } = resource.attributes
  const alias = isObject(path) && typeof path.alias === "string" ? path.alias : null
  const language = isObject(path) && typeof path.langcode === "string" ? path.langcode : locale
  const url = pagePath(language, alias, resource.id === FIXED_IDS.homepage)
  const title = metaContent(metatag, "title")
  if (!url || !title) return null
  return { id: resource.id, title: withoutBrand(title, brandName), description: metaContent(metatag, "description") ?? "", url }
}

/**
 * Maps the JSON:API document; results without a title or a page are left out. A document that is
 * not a search answer at all throws MalformedSearchAnswer, which the page reports as a failure.
 */
export function mapSearchResults(document: unknown, locale: string, brandName: string): SearchResultsView {
  if (!isObject(document) || !Array.isArray(document.data)) throw new MalformedSearchAnswer("The search answer has no data list.")
  const count = Number(isObject(document.meta) ? document.meta.count : undefined)
  const results = document.data.flatMap((resource) => mapResult(resource, locale, brandName) ?? [])
  const total = Number.isInteger(count) && count >= 0 ? count : results.length
  return { total, results }
}
