import { siteVersionOf } from "./on-create-page"

/** The 404 page's copy for Dutch, as gatsby-plugin-react-i18next 3.0.1 creates it. */
const dutchNotFound = {
  path: "nl/404/",
  matchPath: "/nl/nl/*",
  component: "/site/src/pages/404.tsx",
  context: {
    language: "nl",
    i18n: { language: "nl", languages: ["en", "nl"], defaultLanguage: "en", routed: true, originalPath: "/404/", path: "nl/404/" },
  },
}

describe("siteVersionOf", () => {
  it("drops the locale 404's doubled client route, which no link or rule asks for", () => {
    expect(siteVersionOf(dutchNotFound).matchPath).toBeUndefined()
  })

  it("gives the page and its i18n context a path from the root, so heads join it to the origin with a slash", () => {
    const page = siteVersionOf(dutchNotFound)
    expect(page.path).toBe("/nl/404/")
    expect((page.context as { i18n: { path: string } }).i18n.path).toBe("/nl/404/")
  })

  it("keeps the rest of the plugin's context and adds the namespaces the page's query loads", () => {
    const context = siteVersionOf(dutchNotFound).context as Record<string, unknown>
    expect(context.language).toBe("nl")
    expect(context.i18n).toMatchObject({ originalPath: "/404/", routed: true })
    expect(context.namespaces).toEqual(expect.arrayContaining(["common"]))
  })

  it("leaves a path that already starts at the root as it is", () => {
    expect(siteVersionOf({ ...dutchNotFound, path: "/404/", matchPath: undefined }).path).toBe("/404/")
  })

  it("gives the draft preview's copies the blocks' strings and the preview's own", () => {
    const preview = siteVersionOf({ ...dutchNotFound, path: "nl/preview/", component: "/site/src/pages/preview.tsx" })
    expect((preview.context as { namespaces: string[] }).namespaces).toEqual(expect.arrayContaining(["common", "blocks", "preview"]))
    expect((siteVersionOf(dutchNotFound).context as { namespaces: string[] }).namespaces).not.toContain("preview")
  })
})
