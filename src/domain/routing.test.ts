import { localeHomePath, pagePath, withTrailingSlash } from "./routing"

describe("pagePath", () => {
  it("builds /{locale}/{alias}/ and /{locale}/ for the homepage", () => {
    expect(pagePath("nl", "/over-ons", false)).toBe("/nl/over-ons/")
    expect(pagePath("nl", "over-ons/", false)).toBe("/nl/over-ons/")
    expect(pagePath("de", "/home", true)).toBe("/de/")
    expect(pagePath("de", null, true)).toBe("/de/")
    expect(pagePath("de", null, false)).toBeNull()
    expect(pagePath("de", "/", false)).toBe("/de/")
  })
})

describe("paths", () => {
  it("adds trailing slashes to pages only", () => {
    expect(withTrailingSlash("/nl/contact")).toBe("/nl/contact/")
    expect(withTrailingSlash("/nl/contact?form=general")).toBe("/nl/contact/?form=general")
    expect(withTrailingSlash("/nl/contact/")).toBe("/nl/contact/")
    expect(withTrailingSlash("/files/brochure.pdf")).toBe("/files/brochure.pdf")
  })

  it("has each locale's home at /{locale}/", () => {
    expect(localeHomePath("fi")).toBe("/fi/")
  })
})
