import { readFileSync } from "node:fs"
import path from "node:path"
import { createElement, Fragment, useContext, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { useTranslation } from "react-i18next"
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext"
import { wrapPageElement as pluginWrap } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement"
import { wrapPageElement as leanWrap } from "./lean-wrap-page-element"
import { PLUGIN_BROWSER } from "./replacements"

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
  ])("gives a page in %s the same strings and context as the plugin's", (locale, namespaces) => {
    const props = pageProps(locale, namespaces)
    expect(render(leanWrap as Wrap, props)).toBe(render(pluginWrap as unknown as Wrap, props))
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

  it("refuses the plugin's redirect, which it leaves out", () => {
    expect(() => leanWrap({ element: createElement(Probe), props: pageProps("en", ["common"]) }, { ...OPTIONS, redirect: true })).toThrow(
      "redirect",
    )
  })

  it("takes the place of the plugin's browser part, which has no other browser API", () => {
    const pluginBrowser = require.resolve("gatsby-plugin-react-i18next/gatsby-browser.js")
    expect(PLUGIN_BROWSER.test(pluginBrowser)).toBe(true)
    expect(Object.keys(require(pluginBrowser) as object)).toEqual(["wrapPageElement"])
  })
})
