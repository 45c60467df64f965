import { unchangedNodesMemo, type DigestedNode } from "./unchanged-nodes-memo"

const node = (id: string, digest?: string): DigestedNode => ({
  id,
  ...(digest === undefined ? {} : { internal: { contentDigest: digest } }),
})

/** Gatsby hands out fresh node objects on every read: the memo must not rely on their identity. */
const copies = (nodes: DigestedNode[]) => nodes.map((item) => structuredClone(item))

function counting() {
  let runs = 0
  const memo = unchangedNodesMemo<string>()
  const answer = (key: string, nodes: DigestedNode[], context?: unknown) =>
    memo(key, nodes, () => `${key}:${nodes.map((item) => item.id).join(",")}#${++runs}`, context)
  return { answer, runs: () => runs }
}

const NODES = [node("a", "a1"), node("b", "b1")]

describe("unchangedNodesMemo", () => {
  it("works a key's value out once while its nodes keep their ids and digests", () => {
    const { answer, runs } = counting()
    expect(answer("en", NODES)).toBe("en:a,b#1")
    expect(answer("en", copies(NODES))).toBe("en:a,b#1")
    expect(runs()).toBe(1)
  })

  it("keeps each key on its own: another key's nodes do not drop it", () => {
    const { answer, runs } = counting()
    answer("en", NODES)
    expect(answer("nl", [node("c", "c1")])).toBe("nl:c#2")
    expect(answer("en", copies(NODES))).toBe("en:a,b#1")
    expect(answer("nl", [node("c", "c1")])).toBe("nl:c#2")
    expect(runs()).toBe(2)
  })

  it("works it out again when a node changed, was added, removed or moved", () => {
    const { answer } = counting()
    answer("en", NODES)
    expect(answer("en", [node("a", "a1"), node("b", "b2")])).toBe("en:a,b#2")
    expect(answer("en", [node("a", "a1"), node("b", "b2"), node("c", "c1")])).toBe("en:a,b,c#3")
    expect(answer("en", [node("a", "a1"), node("b", "b2")])).toBe("en:a,b#4")
    expect(answer("en", [node("b", "b2"), node("a", "a1")])).toBe("en:b,a#5")
    expect(answer("en", [node("b", "b2"), node("a", "a1")])).toBe("en:b,a#5")
  })

  it("works it out again when what else it is made from is another object", () => {
    const { answer } = counting()
    const paths = new Map()
    expect(answer("en", NODES, paths)).toBe("en:a,b#1")
    expect(answer("en", NODES, paths)).toBe("en:a,b#1")
    expect(answer("en", NODES, new Map())).toBe("en:a,b#2")
  })

  it("never keeps a value made from a node without a digest", () => {
    const { answer } = counting()
    const undigested = [node("a", "a1"), node("b")]
    expect(answer("en", undigested)).toBe("en:a,b#1")
    expect(answer("en", undigested)).toBe("en:a,b#2")
  })
})
