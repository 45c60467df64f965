import { FIXED_IDS } from "../../config/fixed-ids"
import { mapMenus } from "./menus"
import { mapShell } from "./shell"
import { routeInfo, type ShellData } from "./shell-frame"

const data: ShellData = {
  settings: {
    field_brand_name: "Fleetlane",
    field_company_registration: { processed: "<p>Company number 08431276</p>" },
    field_legal_notice_link: { url: "/de/impressum/", title: "Impressum" },
    field_strings: [{ key: "link_home", value: "Startseite" }, null],
    relationships: null,
  },
  menus: mapMenus([]),
  countries: {
    nodes: [
      { name: "Deutschland", field_country_code: "de", field_locales: ["de"] },
      { name: "International", field_country_code: "", field_locales: ["en"] },
    ],
  },
}

function shell(locale: string, isHomepage = false) {
  const context = {
    language: locale,
    i18n: { path: `/${locale}/x/` },
    uuid: isHomepage ? FIXED_IDS.homepage : "other",
    nodeType: "page",
    translations: [],
  }
  return mapShell(data, routeInfo(context))
}

describe("mapShell", () => {
  it("shows the legal-notice link only for de", () => {
    expect(shell("de").showLegalNotice).toBe(true)
    expect(shell("de-at").showLegalNotice).toBe(false)
    expect(shell("en").showLegalNotice).toBe(false)
  })

  it("shows the registration information only on the en-gb homepage", () => {
    expect(shell("en-gb", true).showRegistration).toBe(true)
    expect(shell("en-gb", false).showRegistration).toBe(false)
    expect(shell("en", true).showRegistration).toBe(false)
  })

  it("reads the route from the page context: home, form pages, translations", () => {
    const route = routeInfo({
      language: "nl",
      i18n: { path: "/nl/contact/" },
      uuid: "u",
      nodeType: "form",
      translations: [{ locale: "nl", path: "/nl/contact/" }],
      searchPath: "/nl/zoeken/",
    })
    expect(route).toEqual({
      locale: "nl",
      path: "/nl/contact/",
      translations: [{ locale: "nl", path: "/nl/contact/" }],
      isHomepage: false,
      isFormPage: true,
      searchPath: "/nl/zoeken/",
    })
    expect(routeInfo({ language: "nl", i18n: { path: "/nl/404/" } })).toMatchObject({
      translations: [],
      isHomepage: false,
      isFormPage: false,
      searchPath: null,
    })
  })

  it("turns the switcher countries and editorial strings into view models", () => {
    const view = shell("de")
    expect(view.switcher.map((country) => [country.name, country.code, country.links.map((link) => link.path)])).toEqual([
      ["Deutschland", "de", ["/de/"]],
      ["International", null, ["/en/"]],
    ])
    expect(view.site.strings).toEqual({ link_home: "Startseite" })
  })
})
