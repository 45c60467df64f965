import { contentProblems, describeProblem, type SourcedEntity } from "./content-problems"

const PAGE_UUID = "0f5b1a2c-3d4e-4f60-8a7b-9c0d1e2f3a4b"
const MEDIA_UUID = "7aa12f8b-33e9-48ee-96ac-9f64b41891f8"

function page(fields: Record<string, unknown>, langcode = "nl-be"): SourcedEntity {
  return { internalType: "node__page", drupalId: PAGE_UUID, langcode, fields: { status: true, ...fields }, relationships: {} }
}

describe("contentProblems", () => {
  it("names the entity, its language and the required field that is empty", () => {
    const problems = contentProblems([page({ title: "  " })])
    expect(problems).toEqual([
      { type: "node--page", uuid: PAGE_UUID, title: null, langcode: "nl-be", field: "title", fieldLabel: "Title", kind: "empty" },
    ])
    expect(describeProblem(problems[0])).toBe(`node--page ${PAGE_UUID} in nl-be: the required field title (Title) is empty`)
  })

  it("names a required reference that leads nowhere, with the entity's label", () => {
    const media: SourcedEntity = {
      internalType: "media__image",
      drupalId: MEDIA_UUID,
      langcode: "de",
      fields: { status: true, name: "Trailer yard" },
      relationships: { field_media_image___NODE: undefined },
    }
    const [problem] = contentProblems([media])
    expect(problem).toMatchObject({
      type: "media--image",
      uuid: MEDIA_UUID,
      title: "Trailer yard",
      langcode: "de",
      field: "field_media_image",
    })
    expect(describeProblem(problem)).toContain(
      `media--image ${MEDIA_UUID} "Trailer yard" in de: the required reference field_media_image (Image file) leads to nothing`,
    )
  })

  it("accepts complete entities, unpublished ones and types outside the content model", () => {
    const media: SourcedEntity = {
      internalType: "media__image",
      drupalId: MEDIA_UUID,
      langcode: "en",
      fields: { status: true, name: "Yard" },
      relationships: { field_media_image___NODE: "gatsby-node-id" },
    }
    const unknownType: SourcedEntity = { internalType: "node__legacy", drupalId: "x", langcode: "en", fields: {}, relationships: {} }
    expect(contentProblems([page({ title: "Voorwaarden" }), page({ title: "", status: false }), media, unknownType])).toEqual([])
  })

  it("reads a text field's value", () => {
    const quote: SourcedEntity = {
      internalType: "paragraph__testimonial_item",
      drupalId: "t",
      langcode: "fr",
      fields: { status: true, field_text: { value: "", format: "basic_html" } },
      relationships: {},
    }
    expect(contentProblems([quote]).map((problem) => problem.field)).toContain("field_text")
  })
})
