import { readFileSync } from "node:fs"
import { CONTENT_MODEL_DOC, renderContentModel } from "./content-model"

describe("docs/content-model.md", () => {
  it("matches the content model (run `npm run docs` after changing src/drupal/model)", () => {
    expect(readFileSync(CONTENT_MODEL_DOC, "utf8")).toBe(renderContentModel())
  })

  it("documents every page type, component type and menu", () => {
    const doc = renderContentModel()
    for (const type of [
      "node--route",
      "node--knowledge",
      "node--news",
      "node--equipment_category",
      "node--equipment",
      "node--location",
      "node--form",
      "node--page",
      "node--vacancy",
      "node--function",
      "node--people",
      "taxonomy_term--calculator_haul_type",
      "taxonomy_term--calculator_country",
    ]) {
      expect(doc).toContain(`(\`${type}\`)`)
    }
    for (const component of [
      "text",
      "accordion",
      "faq",
      "card",
      "process",
      "carousel",
      "testimonial",
      "location",
      "timeline",
      "banner",
      "knowledge",
      "locations",
      "news",
      "people",
      "people-categories",
      "equipment",
      "equipment-categories",
      "related-articles",
    ]) {
      expect(doc).toContain(`### ${component} (`)
    }
    for (const menu of ["main", "tools", "footer-first", "footer-fifth", "footer-additional", "footer-social"])
      expect(doc).toContain(`\`${menu}\``)
  })
})
