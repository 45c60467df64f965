import { PREVIEW_INCLUDES } from "../../config/preview"
import { FIXED_IDS } from "../../config/fixed-ids"
import type { PreviewNode } from "../../drupal/mappers/preview-node"
import NewsTemplate from "../news"
import { loadPreviewTemplate, PREVIEW_TEMPLATES, previewViewOf } from "./preview-templates"

const draft = (type: string, fields: Record<string, unknown> = {}, components: string[] = []): PreviewNode => ({
  __typename: type.replace("--", "__"),
  id: "n1",
  drupal_id: "0b6a2f7e-3c1d-4f5a-9b8c-7d6e5f4a3b2c",
  ...fields,
  relationships: { field_components: components.map((__typename, index) => ({ __typename, id: `p${index}` })) },
})

describe("preview templates", () => {
  it("has a template for every type the preview function fetches, and no other", () => {
    expect(Object.keys(PREVIEW_TEMPLATES).sort()).toEqual(Object.keys(PREVIEW_INCLUDES).sort())
  })

  it("shows every node type the site renders", () => {
    const types = [
      "page",
      "route",
      "form",
      "vacancy",
      "news",
      "knowledge",
      "function",
      "location",
      "equipment_category",
      "equipment",
      "people",
    ]
    expect(Object.keys(PREVIEW_TEMPLATES).sort()).toEqual(types.map((type) => `node--${type}`).sort())
  })

  it("renders an article with its own template, and says nothing is left out", () => {
    expect(previewViewOf("node--news", draft("node--news"))).toMatchObject({ template: "news", data: {}, notShown: [] })
  })

  it("names what a page gathers from other pages, and gives its template the list empty", () => {
    expect(previewViewOf("node--equipment_category", draft("node--equipment_category"))).toMatchObject({
      template: "equipment_category",
      data: { equipment: { nodes: [] } },
      notShown: ["equipment_list"],
    })
    expect(previewViewOf("node--vacancy", draft("node--vacancy"))).toMatchObject({ template: "vacancy", notShown: ["apply_link"] })
    expect(previewViewOf("node--location", draft("node--location"))?.notShown).toEqual(["nearest_locations"])
    expect(previewViewOf("node--people", draft("node--people"))?.notShown).toEqual(["colleagues"])
  })

  it("chooses a route's template as the build does: the homepage, the careers listing, the site search or a landing page", () => {
    const home = draft("node--route", { drupal_id: FIXED_IDS.homepage })
    expect(previewViewOf("node--route", home)).toMatchObject({ template: "route", notShown: ["homepage_header"] })
    expect(previewViewOf("node--route", draft("node--route", { field_listing: "careers" }))).toMatchObject({
      template: "careers",
      data: { vacancies: { nodes: [] } },
      notShown: ["vacancies"],
    })
    expect(previewViewOf("node--route", draft("node--route", { field_listing: "search" }))).toMatchObject({
      template: "search",
      notShown: [],
    })
    expect(previewViewOf("node--route", draft("node--route"))).toMatchObject({ template: "route", notShown: [] })
  })

  it("shows a form page without its form, which a preview must never send, and says so", () => {
    const form = previewViewOf("node--form", draft("node--form", { field_form: "contact" }))
    expect(form).toMatchObject({ template: "form", notShown: ["form"] })
    expect(form?.node.field_form).toBeNull()
    expect(previewViewOf("node--form", draft("node--form", { field_form: "calculator" }))?.notShown).toEqual(["calculator"])
  })

  it("names the blocks that list other pages when the draft has one", () => {
    expect(previewViewOf("node--page", draft("node--page", {}, ["paragraph__text", "paragraph__news"]))?.notShown).toEqual([
      "listing_blocks",
    ])
    expect(previewViewOf("node--page", draft("node--page", {}, ["paragraph__text", "paragraph__card"]))?.notShown).toEqual([])
  })

  it("loads the build's template of a view when it is asked for", async () => {
    await expect(loadPreviewTemplate("news")).resolves.toBe(NewsTemplate)
  })

  it("has no view of a type the site does not render", () => {
    expect(previewViewOf("node--article", draft("node--article"))).toBeNull()
  })
})
