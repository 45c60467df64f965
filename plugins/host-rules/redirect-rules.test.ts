import { formatRules, localeNotFoundRules, rootRedirect } from "./redirect-rules"

describe("host redirect rules", () => {
  it("sends / to the default locale with a forced 301", () => {
    expect(formatRules([rootRedirect("en")])).toBe("/  /en/  301!\n")
  })

  it("serves each locale's own 404 page for unknown paths under it", () => {
    expect(formatRules(localeNotFoundRules(["nl", "fr-be"]))).toBe("/nl/*  /nl/404/  404\n/fr-be/*  /fr-be/404/  404\n")
  })
})
