import { TEMPLATE_NAMESPACES } from "../i18n/namespaces"
import { planPages, templateFor, type PageSource } from "./plan-pages"

const LOCALES = ["en", "nl", "de", "fr-be"]
const HOME = "home-uuid"

function source(overrides: Partial<PageSource>): PageSource {
  return {
    gatsbyId: `${overrides.langcode ?? "en"}.${overrides.uuid ?? "x"}`,
    uuid: "x",
    langcode: "en",
    nodeType: "page",
    alias: "/about",
    published: true,
    listing: null,
    ...overrides,
  }
}

function plan(sources: PageSource[]) {
  return planPages(sources, {
    locales: LOCALES,
    defaultLocale: "en",
    homepageUuid: HOME,
    namespaces: { ...TEMPLATE_NAMESPACES, form: ["common", "forms"] },
    sectionPages: { location: "locations" },
  })
}

describe("planPages", () => {
  it("puts each translation at /{locale}/{alias}/ and the homepage at /{locale}/", () => {
    const { pages } = plan([
      source({ uuid: HOME, langcode: "en", nodeType: "route", alias: "/home" }),
      source({ uuid: HOME, langcode: "nl", nodeType: "route", alias: "/home" }),
      source({ uuid: "about", langcode: "en", alias: "/about-us" }),
      source({ uuid: "about", langcode: "nl", alias: "/over-ons" }),
      source({ uuid: "about", langcode: "fr-be", alias: "about/qui-sommes-nous/" }),
    ])
    expect(pages.map((page) => page.path)).toEqual(["/en/", "/nl/", "/en/about-us/", "/nl/over-ons/", "/fr-be/about/qui-sommes-nous/"])
  })

  it("chooses the template by node type and the unknown-type template otherwise", () => {
    const { pages } = plan([
      source({ uuid: "a", nodeType: "knowledge", alias: "/a" }),
      source({ uuid: "b", nodeType: "equipment_category", alias: "/b" }),
      source({ uuid: "c", nodeType: "landing_page", alias: "/c" }),
    ])
    expect(pages.map((page) => page.template)).toEqual(["knowledge", "equipment_category", "unknown"])
    expect(pages[2].context.nodeType).toBe("landing_page")
    expect(templateFor("vacancy")).toBe("vacancy")
  })

  it("gives the homepage its own template", () => {
    const { pages } = plan([
      source({ uuid: HOME, langcode: "nl", nodeType: "route", alias: "/home" }),
      source({ uuid: "other", langcode: "nl", nodeType: "route", alias: "/over-ons" }),
    ])
    expect(pages.map((page) => [page.path, page.template])).toEqual([
      ["/nl/", "home"],
      ["/nl/over-ons/", "route"],
    ])
  })

  it("gives routes with the careers listing or the site search their own template", () => {
    expect(templateFor("route", "careers")).toBe("careers")
    expect(templateFor("route", "search")).toBe("search")
    expect(templateFor("route", null)).toBe("route")
    expect(templateFor("page", "careers")).toBe("page")
  })

  it("gives the form page of the e-reefer calculator its own template", () => {
    expect(templateFor("form", null, "calculator")).toBe("calculator")
    expect(templateFor("form", null, "contact")).toBe("form")
    expect(templateFor("route", null, "calculator")).toBe("route")
    const { pages } = plan([source({ uuid: "calc", nodeType: "form", form: "calculator", alias: "/e-reefer-calculator" })])
    expect(pages[0]).toMatchObject({ template: "calculator", context: { namespaces: TEMPLATE_NAMESPACES.calculator } })
  })

  it("hands each page the string namespaces of its template", () => {
    const { pages } = plan([source({ uuid: "a", nodeType: "form", alias: "/a" }), source({ uuid: "b", nodeType: "page", alias: "/b" })])
    expect(pages.map((page) => page.context.namespaces)).toEqual([["common", "forms"], TEMPLATE_NAMESPACES.page])
  })

  it("lists only the translations that exist, in locale order", () => {
    const { pages } = plan([
      source({ uuid: "news", langcode: "de", alias: "/aktuelles/x" }),
      source({ uuid: "news", langcode: "en", alias: "/news/x" }),
      source({ uuid: "solo", langcode: "nl", alias: "/alleen-nl" }),
    ])
    const german = pages.find((page) => page.path === "/de/aktuelles/x/")
    expect(german?.context.translations).toEqual([
      { locale: "en", path: "/en/news/x/" },
      { locale: "de", path: "/de/aktuelles/x/" },
    ])
    expect(pages.find((page) => page.path === "/nl/alleen-nl/")?.context.translations).toEqual([{ locale: "nl", path: "/nl/alleen-nl/" }])
  })

  it("skips unpublished translations, languages the site does not publish and nodes without alias", () => {
    const { pages, warnings } = plan([
      source({ uuid: "a", langcode: "en", published: false }),
      source({ uuid: "b", langcode: "sv", alias: "/b" }),
      source({ uuid: "c", langcode: "en", alias: null }),
      source({ uuid: "d", langcode: "en", alias: "/d" }),
    ])
    expect(pages.map((page) => page.path)).toEqual(["/en/d/"])
    expect(warnings).toHaveLength(2)
    expect(warnings.join("\n")).toMatch(/language "sv"/)
    expect(warnings.join("\n")).toMatch(/no URL alias/)
  })

  it("keeps the first node on a path and warns about the second", () => {
    const { pages, warnings } = plan([source({ uuid: "first", alias: "/same" }), source({ uuid: "second", alias: "/same/" })])
    expect(pages).toHaveLength(1)
    expect(pages[0].context.uuid).toBe("first")
    expect(warnings[0]).toMatch(/already belongs to page first/)
  })

  it("gives gatsby-plugin-react-i18next a routed context so it leaves the page alone", () => {
    const { pages } = plan([source({ uuid: "about", langcode: "nl", alias: "/over-ons", gatsbyId: "gatsby-id" })])
    expect(pages[0].context).toMatchObject({
      id: "gatsby-id",
      language: "nl",
      i18n: { language: "nl", routed: true, defaultLanguage: "en", originalPath: "/over-ons/", path: "/nl/over-ons/" },
    })
  })

  describe("ancestors (the breadcrumbs between home and the page)", () => {
    const ancestorsOf = (pages: ReturnType<typeof plan>["pages"], path: string) =>
      pages.find((page) => page.path === path)?.context.ancestors
    const nl = (uuid: string, alias: string, title: string, parent?: string) =>
      source({ uuid, langcode: "nl", alias, title, parentId: parent ? `nl.${parent}` : null })

    it("go down the field_parent chain from the top, each with its page in the locale, however deep", () => {
      const { pages } = plan([
        nl("a", "/a", "A"),
        nl("b", "/b", "B", "a"),
        nl("c", "/c", "C", "b"),
        nl("d", "/d", "D", "c"),
        nl("e", "/e", "E", "d"),
        nl("f", "/f", "F", "e"),
      ])
      expect(ancestorsOf(pages, "/nl/f/")).toEqual([
        { name: "A", path: "/nl/a/" },
        { name: "B", path: "/nl/b/" },
        { name: "C", path: "/nl/c/" },
        { name: "D", path: "/nl/d/" },
        { name: "E", path: "/nl/e/" },
      ])
      expect(ancestorsOf(pages, "/nl/a/")).toEqual([])
    })

    it("leave the homepage out, above a page and on itself", () => {
      const { pages } = plan([nl(HOME, "/home", "Home page"), nl("x", "/x", "X", HOME)])
      expect(ancestorsOf(pages, "/nl/x/")).toEqual([])
      expect(ancestorsOf(pages, "/nl/")).toEqual([])
    })

    it("end at an ancestor without a page here (unpublished, no alias, not translated) and at a cycle", () => {
      const { pages } = plan([
        { ...nl("hidden", "/hidden", "Hidden"), published: false },
        nl("under-hidden", "/under-hidden", "Under hidden", "hidden"),
        nl("no-alias", "", "No alias"),
        nl("under-no-alias", "/under-no-alias", "Under no alias", "no-alias"),
        nl("orphan", "/orphan", "Orphan", "only-in-english"),
        nl("loop-a", "/loop-a", "Loop A", "loop-b"),
        nl("loop-b", "/loop-b", "Loop B", "loop-a"),
      ])
      expect(ancestorsOf(pages, "/nl/under-hidden/")).toEqual([])
      expect(ancestorsOf(pages, "/nl/under-no-alias/")).toEqual([])
      expect(ancestorsOf(pages, "/nl/orphan/")).toEqual([])
      expect(ancestorsOf(pages, "/nl/loop-a/")).toEqual([{ name: "Loop B", path: "/nl/loop-b/" }])
    })

    it("put a page type without field_parent under its section's page in the same language (Home > Locations > Graz)", () => {
      const { pages } = plan([
        nl("locations", "/vestigingen", "Vestigingen"),
        nl("graz", "/vestigingen/graz", "Graz"),
        source({ uuid: "graz", langcode: "en", nodeType: "location", alias: "/locations/graz", title: "Graz" }),
        { ...nl("born", "/vestigingen/born", "Born"), nodeType: "location" },
        { ...nl("under-about", "/over/x", "X", "about"), nodeType: "location" },
        nl("about", "/over", "Over ons"),
      ])
      expect(ancestorsOf(pages, "/nl/vestigingen/born/")).toEqual([{ name: "Vestigingen", path: "/nl/vestigingen/" }])
      // Not a location, and no locations page in English: no section.
      expect(ancestorsOf(pages, "/nl/vestigingen/graz/")).toEqual([])
      expect(ancestorsOf(pages, "/en/locations/graz/")).toEqual([])
      // An editor's field_parent wins.
      expect(ancestorsOf(pages, "/nl/over/x/")).toEqual([{ name: "Over ons", path: "/nl/over/" }])
    })
  })
})
