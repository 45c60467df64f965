import { mapImage, type MediaImageData } from "./image"
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

  it("gives an image the shape the Media fragments read: alt, width and height from the reference, the file at the function's path", () => {
    const node = previewNode({
      data: {
        type: "node--news",
        id: "n1",
        relationships: { field_image: { data: { type: "media--image", id: "m1", meta: { drupal_internal__target_id: 4 } } } },
      },
      included: [
        {
          type: "media--image",
          id: "m1",
          attributes: { name: "Reefer" },
          relationships: {
            field_media_image: {
              data: {
                type: "file--file",
                id: "f1",
                meta: { drupal_internal__target_id: 9, alt: "Een koeltrailer", title: "", width: 1200, height: 800 },
              },
            },
          },
        },
        { type: "file--file", id: "f1", attributes: { filename: "reefer.jpg", uri: { url: "/api/preview?token=t&image=f1" } } },
      ],
    })
    const media = node?.relationships.field_image as MediaImageData
    expect(media.field_media_image).toEqual({ alt: "Een koeltrailer", title: "", width: 1200, height: 800 })
    expect(mapImage(media)).toEqual({ alt: "Een koeltrailer", image: null, src: "/api/preview?token=t&image=f1", width: 1200, height: 800 })
    // A reference without values of its own (only Drupal's ids) adds no field.
    expect(node).not.toHaveProperty("field_image")
  })

  it("gives a file no address the function did not give it: not the CMS's", () => {
    const node = previewNode({
      data: { type: "file--file", id: "f1", attributes: { uri: { url: "https://cms.example/sites/default/files/x.jpg" } } },
    })
    expect(node?.localFile).toEqual({ publicURL: null, childImageSharp: null })
  })

  it("has no node without data", () => {
    expect(previewNode({ data: null })).toBeNull()
  })
})
