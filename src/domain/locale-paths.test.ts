import { pathWithoutLocale, resolveLinkUri, type NodePathLookup } from "./locale-paths"

describe("pathWithoutLocale", () => {
  it("strips the locale segment", () => {
    expect(pathWithoutLocale("/fr-be/agences/")).toBe("/agences/")
    expect(pathWithoutLocale("/agences/")).toBe("/agences/")
  })
})

describe("resolveLinkUri", () => {
  const paths: Record<string, string> = { "12:nl": "/nl/contact/", "12:en": "/en/contact/" }
  const lookup: NodePathLookup = (nid, locale) => paths[`${nid}:${locale}`] ?? null

  it("resolves entity:node/{nid} to the translation in the page's locale", () => {
    expect(resolveLinkUri("entity:node/12", "nl", lookup)).toEqual({ url: "/nl/contact/", external: false })
    expect(resolveLinkUri("entity:node/12#form", "nl", lookup)).toEqual({ url: "/nl/contact/#form", external: false })
    expect(resolveLinkUri("entity:node/99", "nl", lookup)).toEqual({ url: null, external: false })
  })

  it("prefixes internal paths with the locale unless they have one", () => {
    expect(resolveLinkUri("internal:/contact", "de", lookup).url).toBe("/de/contact/")
    expect(resolveLinkUri("internal:/nl/contact", "de", lookup).url).toBe("/nl/contact/")
    expect(resolveLinkUri("internal:/", "de", lookup).url).toBe("/de/")
    expect(resolveLinkUri("route:<front>", "da", lookup).url).toBe("/da/")
    expect(resolveLinkUri("internal:#top", "da", lookup).url).toBe("#top")
  })

  it("keeps external, mail and phone links and drops non-links", () => {
    expect(resolveLinkUri("https://www.linkedin.com/company/x", "en", lookup)).toEqual({
      url: "https://www.linkedin.com/company/x",
      external: true,
    })
    expect(resolveLinkUri("mailto:info@fleetlane.example", "en", lookup)).toEqual({ url: "mailto:info@fleetlane.example", external: false })
    expect(resolveLinkUri("tel:+3110555", "en", lookup).url).toBe("tel:+3110555")
    expect(resolveLinkUri("route:<nolink>", "en", lookup).url).toBeNull()
    expect(resolveLinkUri(null, "en", lookup).url).toBeNull()
    expect(resolveLinkUri("javascript:alert(1)", "en", lookup).url).toBeNull()
  })
})
