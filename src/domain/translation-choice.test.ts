import { ownLocales, preferredTranslation } from "./translation-choice"

describe("preferredTranslation", () => {
  it("takes the visitor's locale where the page has it", () => {
    expect(preferredTranslation("de-at", ["en", "de-at"], "at")).toBe("de-at")
  })

  it("takes the same language in another region next: Graz for a /de/ visitor, Antwerpen for a /nl/ one", () => {
    expect(preferredTranslation("de", ["en", "de-at"], "at")).toBe("de-at")
    expect(preferredTranslation("nl", ["en", "nl-be", "fr-be"], "be")).toBe("nl-be")
    expect(preferredTranslation("fr", ["en", "nl-be", "fr-be"], "be")).toBe("fr-be")
    expect(preferredTranslation("en-ca", ["en-gb", "fr-ca"], "ca")).toBe("en-gb")
  })

  it("among several of the language, the page's own market's first, then the site's order", () => {
    expect(preferredTranslation("fr", ["fr-be", "fr-ch"], "ch")).toBe("fr-ch")
    expect(preferredTranslation("de-at", ["de", "de-ch"], "nl")).toBe("de")
  })

  it("then the page's own market's locale, then the default locale, then any", () => {
    expect(preferredTranslation("it", ["en", "da"], "dk")).toBe("da")
    expect(preferredTranslation("it", ["en", "da"], "se")).toBe("en")
    expect(preferredTranslation("it", ["sv", "pl"], null)).toBe("pl")
    expect(preferredTranslation("it", [], "it")).toBeNull()
  })
})

describe("ownLocales", () => {
  it("lists a country's market locales in the site's order", () => {
    expect(ownLocales("be")).toEqual(["nl-be", "fr-be"])
    expect(ownLocales("AT")).toEqual(["de-at"])
    expect(ownLocales(null)).toEqual([])
  })
})
