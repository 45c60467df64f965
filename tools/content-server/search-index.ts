import { searchableWords, words } from "../../src/domain/search/keyword"
import { fieldsOf, isTranslatableField } from "../../src/drupal/model"
import { entityTypeOf } from "../../src/drupal/model/types"
import { valueIn, type ContentStore, type Entity, type EntityRef } from "./content-store"
import { isPublished } from "./jsonapi"

/**
 * The site-search index, as Drupal's search_api would hold it with a database server: one item
 * per published node translation that has a page and is not hidden from search engines, its text
 * fields tokenised with boosts. Matching and ranking follow the database backend's defaults:
 * every keyword word must occur (conjunction AND), words shorter than three characters are
 * ignored, case and accents do not matter, and the score sums the boosts of the fields each word
 * occurs in, once per occurrence. A word also matches the start of a longer word ("trail" finds
 * "trailers"), for half the score.
 */

export const FIELD_BOOSTS = {
  title: 5,
  description: 2,
  /** Body, components and the node's other text fields. */
  text: 1,
} as const

const PARTIAL_MATCH_FACTOR = 0.5

interface IndexedField {
  boost: number
  tokens: readonly string[]
}

export interface IndexItem {
  entity: Entity
  langcode: string
  fields: readonly IndexedField[]
}

export interface SearchRequest {
  /** The fulltext keys as typed; null searches nothing and lists every item. */
  keys: string | null
  /** Only items in these languages; null for all. */
  langcodes: readonly string[] | null
  offset: number
  limit: number
}

export interface SearchResult {
  count: number
  items: IndexItem[]
}

/** Lower case without accents ("Kühl" -> "kuhl"), as search_api's transliteration processor does. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "")
}

function tokens(text: string): string[] {
  return words(fold(text))
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** The words of formatted text: tags become spaces, character references their characters. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? match
  })
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value
  if (value && typeof value === "object" && "value" in value) return String((value as { value: unknown }).value ?? "")
  if (Array.isArray(value)) return value.map(textOf).join(" ")
  return ""
}

const TEXT_FIELD_TYPES = new Set(["string", "text", "text_with_summary"])
/** Node fields with their own boost, or that are not text a visitor reads on the page. */
const NODE_FIELDS_INDEXED_APART = new Set(["title", "field_description", "path", "metatag"])

/** The translatable text of an entity and of the paragraphs it holds, however deep. */
function contentText(entity: Entity, langcode: string, store: ContentStore, skip: ReadonlySet<string>): string[] {
  const texts: string[] = []
  for (const [name, field] of Object.entries(fieldsOf(entity.type))) {
    if (skip.has(name)) continue
    const raw = valueIn(entity.values[name], langcode, entity.langcode)
    if (TEXT_FIELD_TYPES.has(field.type) && isTranslatableField(field)) texts.push(plainText(textOf(raw)))
    if (field.type === "entity_reference_revisions") {
      const refs = (Array.isArray(entity.values[name]) ? entity.values[name] : [entity.values[name]]) as Array<EntityRef | null>
      for (const ref of refs) {
        const child = ref ? store.get(ref.type, ref.uuid) : undefined
        if (child && isPublished(child)) texts.push(...contentText(child, langcode, store, new Set()))
      }
    }
  }
  return texts
}

function indexItem(entity: Entity, langcode: string, store: ContentStore): IndexItem {
  const value = (name: string) => textOf(valueIn(entity.values[name], langcode, entity.langcode))
  return {
    entity,
    langcode,
    fields: [
      { boost: FIELD_BOOSTS.title, tokens: tokens(value("title")) },
      { boost: FIELD_BOOSTS.description, tokens: tokens(plainText(value("field_description"))) },
      { boost: FIELD_BOOSTS.text, tokens: tokens(contentText(entity, langcode, store, NODE_FIELDS_INDEXED_APART).join(" ")) },
    ],
  }
}

/** Every node translation a visitor can land on: published, with a path, not marked noindex. */
export function buildSearchIndex(store: ContentStore): IndexItem[] {
  const items: IndexItem[] = []
  for (const entity of store.entities) {
    if (entityTypeOf(entity.type) !== "node" || !isPublished(entity) || entity.values.field_noindex === true) continue
    for (const langcode of entity.languages) {
      if (typeof valueIn(entity.values.path, langcode, entity.langcode) !== "string") continue
      items.push(indexItem(entity, langcode, store))
    }
  }
  return items
}

const indexes = new WeakMap<ContentStore, IndexItem[]>()

/** The index of a store, built once and again after an editor's change (forgetSearchIndex). */
export function searchIndexOf(store: ContentStore): IndexItem[] {
  let index = indexes.get(store)
  if (!index) {
    index = buildSearchIndex(store)
    indexes.set(store, index)
  }
  return index
}

/** Drops a store's index after an editor's change, so the next search sees the change. */
export function forgetSearchIndex(store: ContentStore): void {
  indexes.delete(store)
}

/** The score of an item for the keyword words, or 0 when some word does not occur in it. */
export function score(item: IndexItem, keywordWords: readonly string[]): number {
  let total = 0
  for (const word of keywordWords) {
    let wordScore = 0
    for (const field of item.fields) {
      for (const token of field.tokens) {
        if (token === word) wordScore += field.boost
        else if (token.startsWith(word)) wordScore += field.boost * PARTIAL_MATCH_FACTOR
      }
    }
    if (wordScore === 0) return 0
    total += wordScore
  }
  return total
}

/** Runs a search: matching items, best first (ties in content order), and the page asked for. */
export function search(index: readonly IndexItem[], request: SearchRequest): SearchResult {
  const inLanguage = request.langcodes ? index.filter((item) => request.langcodes!.includes(item.langcode)) : [...index]
  let ranked: IndexItem[]
  if (request.keys === null) ranked = inLanguage
  else {
    const keywordWords = searchableWords(fold(request.keys))
    ranked = inLanguage
      .map((item, position) => ({ item, position, score: keywordWords.length ? score(item, keywordWords) : 0 }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .map((entry) => entry.item)
  }
  return { count: ranked.length, items: ranked.slice(request.offset, request.offset + request.limit) }
}
