/** A node as Gatsby hands it to a resolver: its id and Gatsby's digest of its content. */
export interface DigestedNode {
  id: string
  internal?: { contentDigest?: string }
}

interface Held<Value> {
  ids: string[]
  digests: string[]
  context: unknown
  value: Value
}

/**
 * A value worked out from Gatsby nodes, kept per key for as long as those nodes stay the same.
 * Resolvers that every page of a language runs with the same nodes (the finder's locations, the
 * shell's menus) work their answer out once per language instead of once per page, which counts at
 * thousands of pages. The resolver still reads the nodes each time: that read is what makes the page
 * depend on them. The nodes count as the same while they have the same ids and content digests in
 * the same order; `context` is anything else the value is made from, compared by identity. Nodes
 * without a digest are never kept, and Gatsby's node objects are fresh on every read, so their
 * identity is not used.
 */
export function unchangedNodesMemo<Value>(): (key: string, nodes: readonly DigestedNode[], work: () => Value, context?: unknown) => Value {
  const byKey = new Map<string, Held<Value>>()

  const unchanged = (held: Held<Value>, nodes: readonly DigestedNode[], context: unknown) =>
    held.context === context &&
    nodes.length === held.ids.length &&
    nodes.every((node, index) => node.id === held.ids[index] && node.internal?.contentDigest === held.digests[index])

  return (key, nodes, work, context) => {
    const held = byKey.get(key)
    if (held && unchanged(held, nodes, context)) return held.value
    byKey.delete(key)
    const value = work()
    const digests = nodes.map((node) => node.internal?.contentDigest)
    if (digests.every((digest): digest is string => typeof digest === "string")) {
      byKey.set(key, { ids: nodes.map((node) => node.id), digests, context, value })
    }
    return value
  }
}
