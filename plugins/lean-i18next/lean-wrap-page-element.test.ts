import { readFileSync } from "node:fs"
import path from "node:path"
import { createElement, Fragment, useContext, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { useTranslation } from "react-i18next"
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext"
import { wrapPageElement as pluginWrap } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement"
import { wrapPageElement as leanWrap } from "./lean-wrap-page-element"
import { wrapPageElement as leanServerWrap } from "./lean-wrap-page-element-ssr"
import { PLUGIN_BROWSER, PLUGIN_SSR } from "./replacements"

/** The plugin's options as gatsby-config.ts sets them. */
const OPTIONS = {
  localeJsonSourceName: "locale",
  languages: ["en", "de", "fr-ch"],
  defaultLanguage: "en",
  generateDefaultLanguagePage: true,
  redirect: false,
  siteUrl: "https://www.fleetlane.example",
  trailingSlash: "always",
  i18nextOptions: { lowerCaseLng: true, interpolation: { escapeValue: false }, keySeparator: false as const, nsSeparator: false as const },
}

const strings = (locale: string, ns: string) => readFileSync(path.join(__dirname, "../../src/i18n", locale, `${ns}.json`), "utf8")

/** Page props as Gatsby hands them: the page's strings in data.locales, the locale in pageContext.i18n. */
function pageProps(locale: string, namespaces: string[]) {
  return {
    data: { locales: { edges: namespaces.map((ns) => ({ node: { ns, data: strings(locale, ns), language: locale } })) } },
    pageContext: {
      i18n: {
        routed: true,
        language: locale,
        languages: OPTIONS.languages,
        originalPath: "/about/",
        defaultLanguage: "en",
        path: `/${locale}/about/`,
      },
    },
  }
}

function Probe() {
  const { t, i18n } = useTranslation()
  const { t: consent } = useTranslation("consent")
  const context = useContext(I18nextContext)
  const text = [t("skip_to_content"), t("menu"), consent("title"), t("title"), JSON.stringify(context)].join(" | ")
  return createElement("p", { "data-language": i18n.language }, text)
}

const nothing = createElement(Fragment)

type Wrap = (
  args: { element: ReactElement; props: ReturnType<typeof pageProps> },
  options: typeof OPTIONS,
) => ReactElement | null | undefined

const render = (wrap: Wrap, props: ReturnType<typeof pageProps>) =>
  renderToStaticMarkup(wrap({ element: createElement(Probe), props }, OPTIONS) ?? nothing)

describe("the lean wrapPageElement of gatsby-plugin-react-i18next", () => {
  it.each([
    ["en", ["common", "consent"]],
    ["de", ["common", "consent", "blocks"]],
    ["fr-ch", ["consent", "common"]],
  ])("gives a page in %s the same strings and context as the plugin's, in the browser's form and the server's", (locale, namespaces) => {
    const props = pageProps(locale, namespaces)
    const plugin = render(pluginWrap as unknown as Wrap, props)
    expect(render(leanWrap as Wrap, props)).toBe(plugin)
    expect(render(leanServerWrap as Wrap, props)).toBe(plugin)
  })

  it("keeps one i18next instance per page data, so the context does not change when the page renders again", () => {
    const props = pageProps("de", ["common", "consent"])
    const instances: unknown[] = []
    function Capture() {
      instances.push(useTranslation().i18n)
      return null
    }
    renderToStaticMarkup(leanWrap({ element: createElement(Capture), props }, OPTIONS) ?? nothing)
    renderToStaticMarkup(leanWrap({ element: createElement(Capture), props }, OPTIONS) ?? nothing)
    expect(instances).toHaveLength(2)
    expect(instances[0]).toBe(instances[1])
  })

  it("on the server, shares one instance among pages with the same strings (each page's data a new object), each with its own context", () => {
    const seen: Array<{ i18n: unknown; path: string }> = []
    function Capture() {
      seen.push({ i18n: useTranslation().i18n, path: useContext(I18nextContext).path })
      return null
    }
    const renderPage = (props: ReturnType<typeof pageProps>) =>
      renderToStaticMarkup(leanServerWrap({ element: createElement(Capture), props }, OPTIONS) ?? nothing)
    const about = pageProps("de", ["common", "consent"])
    const contact = pageProps("de", ["common", "consent"])
    contact.pageContext.i18n = { ...contact.pageContext.i18n, originalPath: "/contact/", path: "/de/contact/" }
    renderPage(about)
    renderPage(contact)
    renderPage(pageProps("de", ["common", "consent", "blocks"]))
    renderPage(pageProps("fr-ch", ["common", "consent"]))
    expect(seen.map(({ path }) => path)).toEqual(["/de/about/", "/de/contact/", "/de/about/", "/fr-ch/about/"])
    expect(seen[1].i18n).toBe(seen[0].i18n)
    expect(seen[2].i18n).not.toBe(seen[0].i18n)
    expect(seen[3].i18n).not.toBe(seen[0].i18n)
  })

  it("on the server, gives a page whose strings changed an instance with the new strings", () => {
    const props = pageProps("en", ["common"])
    const before = render(leanServerWrap as Wrap, props)
    const edited = pageProps("en", ["common"])
    const { node } = edited.data.locales.edges[0]
    node.data = JSON.stringify({ ...(JSON.parse(node.data) as Record<string, string>), menu: "Navigation" })
    const after = render(leanServerWrap as Wrap, edited)
    expect(after).not.toBe(before)
    expect(after).toContain("Navigation")
    expect(after).toBe(render(pluginWrap as unknown as Wrap, edited))
  })

  it.each([
    ["browser", leanWrap],
    ["server", leanServerWrap],
  ])("refuses the plugin's redirect, which it leaves out (%s)", (_where, wrap) => {
    expect(() => wrap({ element: createElement(Probe), props: pageProps("en", ["common"]) }, { ...OPTIONS, redirect: true })).toThrow(
      "redirect",
    )
  })

  it("takes the place of the plugin's browser part, which has no other browser API", () => {
    const pluginBrowser = require.resolve("gatsby-plugin-react-i18next/gatsby-browser.js")
    expect(PLUGIN_BROWSER.test(pluginBrowser)).toBe(true)
    expect(Object.keys(require(pluginBrowser) as object)).toEqual(["wrapPageElement"])
  })

  it("takes the place of the plugin's server part in the HTML renderer, which has no other server API", () => {
    const pluginServer = require.resolve("gatsby-plugin-react-i18next/gatsby-ssr.js")
    expect(PLUGIN_SSR.test(pluginServer)).toBe(true)
    expect(Object.keys(require(pluginServer) as object)).toEqual(["wrapPageElement"])
  })
})
