import { readFileSync } from "node:fs"
import path from "node:path"
import { COMPONENT_PARAGRAPH_TYPES, componentTypeOf } from "../drupal/model/paragraphs"
import { BLOCK_REGISTRY, blockTypeOf } from "./registry"

describe("the block registry", () => {
  it("has a block for every component type of the content model", () => {
    const types = COMPONENT_PARAGRAPH_TYPES.map(componentTypeOf)
    expect(types).toHaveLength(18)
    for (const type of types) expect({ type, registered: type in BLOCK_REGISTRY }).toEqual({ type, registered: true })
  })

  it("knows a paragraph's type by its GraphQL type name", () => {
    expect(blockTypeOf("paragraph__people_categories")).toBe("people-categories")
    expect(blockTypeOf("paragraph__related_articles")).toBe("related-articles")
    expect(blockTypeOf("paragraph__faq")).toBe("faq")
  })

  it("names each block's island after its chunk, which holds that block's own island module", () => {
    // The build preloads a hydrating island's chunk by the island's name (plugins/islands).
    const source = readFileSync(path.join(__dirname, "registry.ts"), "utf8")
    const entries = [
      ...source.matchAll(
        /"?([a-z-]+)"?: defineIsland\(\s*"([a-z-]+)",\s*\(\) => import\(\/\* webpackChunkName: "([a-z-]+)" \*\/ "\.\/([a-z-]+)\/island"\)/g,
      ),
    ]
    expect(entries.map(([, type]) => type).sort()).toEqual(Object.keys(BLOCK_REGISTRY).sort())
    for (const [, type, island, chunk, folder] of entries)
      expect({ type, island, chunk, folder }).toEqual({ type, island: `block-${type}`, chunk: `block-${type}`, folder: type })
  })
})
