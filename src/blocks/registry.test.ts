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
})
