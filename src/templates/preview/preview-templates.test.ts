import { PREVIEW_INCLUDES } from "../../config/preview"
import { PREVIEW_TEMPLATES } from "./preview-templates"

describe("preview templates", () => {
  it("has a template for every type the preview function fetches, and no other", () => {
    expect(Object.keys(PREVIEW_TEMPLATES).sort()).toEqual(Object.keys(PREVIEW_INCLUDES).sort())
  })
})
