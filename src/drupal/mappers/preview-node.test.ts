import { previewNode } from "./preview-node"

describe("previewNode", () => {
  it("gives a draft the shape of gatsby-source-drupal's node: fields, drupal_id, __typename and resolved relationships", () => {
    const node = previewNode({
      data: {
        type: "node--page",
        id: "n1",
        attributes: { title: "Concept", body: { processed: "<p>Tekst</p>" } },
        relationships: {
          field_components: {
            data: [
              { type: "paragraph--faq", id: "p1" },
              { type: "paragraph--text", id: "missing" },
            ],
          },
          field_hero_image: { data: { type: "media--image", id: "m1" } },
          field_slides: { data: [] },
          field_parent: { data: null },
        },
      },
      included: [
        {
          type: "paragraph--faq",
          id: "p1",
          attributes: { field_title: "Vragen" },
          relationships: { field_items: { data: [{ type: "paragraph--accordion_item", id: "i1" }] } },
        },
        { type: "paragraph--accordion_item", id: "i1", attributes: { field_title: "Wanneer?" } },
      ],
    })
    expect(node).toEqual({
      __typename: "node__page",
      id: "n1",
      drupal_id: "n1",
      title: "Concept",
      body: { processed: "<p>Tekst</p>" },
      relationships: {
        field_components: [
          {
            __typename: "paragraph__faq",
            id: "p1",
            drupal_id: "p1",
            field_title: "Vragen",
            relationships: {
              field_items: [
                { __typename: "paragraph__accordion_item", id: "i1", drupal_id: "i1", field_title: "Wanneer?", relationships: {} },
              ],
            },
          },
        ],
        field_hero_image: null,
        field_slides: [],
        field_parent: null,
      },
    })
  })

  it("stops at references that loop", () => {
    const node = previewNode({
      data: { type: "node--page", id: "n1", relationships: { field_components: { data: [{ type: "paragraph--text", id: "p1" }] } } },
      included: [{ type: "paragraph--text", id: "p1", relationships: { field_x: { data: { type: "paragraph--text", id: "p1" } } } }],
    })
    // Resolved a few levels deep, then cut off with null.
    expect(JSON.stringify(node).match(/"drupal_id":"p1"/g)).toHaveLength(6)
    expect(JSON.stringify(node)).toContain('"field_x":null')
  })

  it("has no node without data", () => {
    expect(previewNode({ data: null })).toBeNull()
  })
})
