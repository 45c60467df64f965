import { locationsInLanguage, type LocationNodeLike } from "../../src/domain/location-translations"

/** A location node with Gatsby's digest of its content, which changes whenever the node does. */
export type DigestedLocationNode = LocationNodeLike & { internal?: { contentDigest?: string } }

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * locationsInLanguage worked out once per language for as long as the location nodes stay the
 * same: every finder block of a language lists the same locations, and at scale (thousands of
 * locations) working them out again for each block's page is costly. The resolver still reads the
 * nodes each time (that read is also what makes a finder page depend on the locations it lists);
 * the nodes count as the same while every node has the same id and content digest in the same
 * order, and nodes without a digest are never cached.
 */
export function languageCandidatesCache<Node extends DigestedLocationNode>(): (entries: Iterable<Node>, langcode: string) => Node[] {
  let ids: string[] = []
  let digests: Array<string | undefined> = []
  const byLanguage = new Map<string, Node[]>()

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
    // In the order of the node ids, whatever order the nodes were sourced in: the finder's page data
    // then stays the same from one cold build to the next.
    const inLanguage = locationsInLanguage(nodes, langcode).sort(byId)
    if (cacheable) byLanguage.set(langcode, inLanguage)
    return inLanguage
  }
}
