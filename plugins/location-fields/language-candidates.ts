import { locationsInLanguage, type LocationNodeLike } from "../../src/domain/location-translations"
import { unchangedNodesMemo, type DigestedNode } from "../../src/drupal/unchanged-nodes-memo"

/** A location node with Gatsby's digest of its content, which changes whenever the node does. */
export type DigestedLocationNode = LocationNodeLike & DigestedNode

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * locationsInLanguage worked out once per language for as long as the location nodes stay the
 * same (unchangedNodesMemo): every finder block of a language lists the same locations, and at
 * scale (thousands of locations) working them out again for each block's page is costly.
 */
export function languageCandidatesCache<Node extends DigestedLocationNode>(): (entries: Iterable<Node>, langcode: string) => Node[] {
  const memo = unchangedNodesMemo<Node[]>()
  return (entries, langcode) => {
    const nodes = [...entries]
    // In the order of the node ids, whatever order the nodes were sourced in: the finder's page data
    // then stays the same from one cold build to the next.
    return memo(langcode, nodes, () => locationsInLanguage(nodes, langcode).sort(byId))
  }
}
