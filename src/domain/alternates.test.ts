import { getLocale, LOCALE_CODES } from "../config/locales"
import { planPages, type PageSource } from "../gatsby-node/plan-pages"
import { TEMPLATE_NAMESPACES } from "../i18n/namespaces"
import { alternateLinks, joinPath, type LocalePath } from "./alternates"

const options = {
  siteUrl: "https://www.fleetlane.example",
  defaultLocale: "en",
  hreflangOf: (locale: string) => getLocale(locale).hreflang,
}

describe("joinPath", () => {
  it("joins a list of segments with slashes into a page path", () => {
    expect(joinPath(["nl", "over-ons", "team"])).toBe("/nl/over-ons/team/")
    expect(joinPath(["/fr-be/", "/a-propos/"])).toBe("/fr-be/a-propos/")
    expect(joinPath([])).toBe("/")
  })

  it("keeps a path given as a string, with the trailing slash pages have", () => {
    expect(joinPath("/de/karriere/")).toBe("/de/karriere/")
    expect(joinPath("de/karriere")).toBe("/de/karriere/")
  })
})

describe("alternateLinks", () => {
  it("lists only the locales that have a translation, each with its own path, plus x-default", () => {
    const translations: LocalePath[] = [
      { locale: "en", path: "/en/careers/" },
      { locale: "nl", path: "/nl/vacatures/" },
      { locale: "fr-be", path: "/fr-be/carrieres/" },
    ]
    expect(alternateLinks(translations, options)).toEqual([
      { hreflang: "en", href: "https://www.fleetlane.example/en/careers/" },
      { hreflang: "nl-NL", href: "https://www.fleetlane.example/nl/vacatures/" },
      { hreflang: "fr-BE", href: "https://www.fleetlane.example/fr-be/carrieres/" },
      { hreflang: "x-default", href: "https://www.fleetlane.example/en/careers/" },
    ])
  })

  it("marks no x-default when the default locale has no translation", () => {
    const links = alternateLinks(
      [
        { locale: "de", path: "/de/impressum/" },
        { locale: "de-at", path: "/de-at/impressum/" },
      ],
      options,
    )
    expect(links.map((link) => link.hreflang)).toEqual(["de-DE", "de-AT"])
  })

  it("marks only the first alternate of the default locale as x-default", () => {
    const links = alternateLinks(
      [
        { locale: "nl", path: "/nl/x/" },
        { locale: "en", path: ["en", "first"] },
        { locale: "en", path: "/en/second/" },
      ],
      options,
    )
    expect(links.filter((link) => link.hreflang === "x-default")).toEqual([
      { hreflang: "x-default", href: "https://www.fleetlane.example/en/first/" },
    ])
    expect(links.filter((link) => link.hreflang === "en")).toHaveLength(1)
  })

  it("joins segment lists into the alternate's path", () => {
    expect(alternateLinks([{ locale: "sv", path: ["sv", "om-oss", "historia"] }], options)).toEqual([
      { hreflang: "sv-SE", href: "https://www.fleetlane.example/sv/om-oss/historia/" },
    ])
  })

  it("is reciprocal across the planned pages of a partly translated node: if A lists B, B lists A", () => {
    const source = (langcode: string, alias: string, uuid = "about"): PageSource => ({
      gatsbyId: `${langcode}.${uuid}`,
      uuid,
      langcode,
      nodeType: "page",
      alias,
      published: true,
      listing: null,
    })
    const { pages } = planPages(
      [source("en", "/about"), source("de", "/ueber-uns"), source("da", "/om-os"), source("nl", "/alleen-nl", "solo")],
      { locales: LOCALE_CODES, defaultLocale: "en", homepageUuid: "home", namespaces: TEMPLATE_NAMESPACES },
    )
    const linksOf = new Map(pages.map((page) => [page.path, alternateLinks(page.context.translations, options).map((link) => link.href)]))
    for (const [a, aLinks] of linksOf) {
      expect(aLinks).toContain(`${options.siteUrl}${a}`)
      for (const [b, bLinks] of linksOf) {
        expect(aLinks.includes(`${options.siteUrl}${b}`)).toBe(bLinks.includes(`${options.siteUrl}${a}`))
      }
    }
    expect(linksOf.get("/de/ueber-uns/")).toHaveLength(4)
    expect(linksOf.get("/nl/alleen-nl/")).toEqual(["https://www.fleetlane.example/nl/alleen-nl/"])
  })
})
