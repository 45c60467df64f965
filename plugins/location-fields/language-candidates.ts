import type { SearchableLocation } from "../../src/domain/location-search"
import { locationsInLanguage, searchableLocation, type LocationNodeLike } from "./location-translations"

/** A location node with Gatsby's digest of its content, which changes whenever the node does. */
export type DigestedLocationNode = LocationNodeLike & { internal?: { contentDigest?: string } }

/** The locations of one language as both computed fields read them. */
export interface LanguageCandidates<Node extends LocationNodeLike> {
  /** Every published location once, in the translation for the language (locationsInLanguage). */
  nodes: Node[]
  /** The same, in the same order, as the search sees them. */
  searchable: SearchableLocation[]
  /** The nodes by Drupal id (a searchable location's id). */
  byDrupalId: ReadonlyMap<string, Node>
}

/**
 * locationsInLanguage and searchableLocation worked out once per language for as long as the
 * location nodes stay the same. Every location page's nearest_locations reads all locations of
 * its language: at scale (thousands of locations and location pages) doing that work again for
 * each page made the page queries quadratic. The resolvers still read the nodes each time (that
 * read is also what makes a page depend on the locations); the nodes count as the same while
 * every node has the same id and content digest in the same order, and nodes without a digest
 * are never cached.
 */
export function languageCandidatesCache<Node extends DigestedLocationNode>(): (
  entries: Iterable<Node>,
  langcode: string,
) => LanguageCandidates<Node> {
  let ids: string[] = []
  let digests: Array<string | undefined> = []
  const byLanguage = new Map<string, LanguageCandidates<Node>>()

  const unchanged = (nodes: readonly Node[]) =>
    nodes.length === ids.length && nodes.every((node, index) => node.id === ids[index] && node.internal?.contentDigest === digests[index])

  return (entries, langcode) => {
    const nodes = [...entries]
    const cacheable = nodes.every((node) => typeof node.internal?.contentDigest === "string")
    if (!cacheable || !unchanged(nodes)) {
      byLanguage.clear()
      ids = cacheable ? nodes.map((node) => node.id) : []
      digests = cacheable ? nodes.map((node) => node.internal?.contentDigest) : []
    }
    const cached = cacheable ? byLanguage.get(langcode) : undefined
    if (cached) return cached
    const inLanguage = locationsInLanguage(nodes, langcode)
    const candidates = {
      nodes: inLanguage,
      searchable: inLanguage.map(searchableLocation),
      byDrupalId: new Map(inLanguage.map((node) => [node.drupal_id, node])),
    }
    if (cacheable) byLanguage.set(langcode, candidates)
    return candidates
  }
}
