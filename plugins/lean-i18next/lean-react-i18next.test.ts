import "./plural-rules-once"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import i18next from "i18next"
import { createElement, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as real from "react-i18next"
import lean from "./lean-i18next"
import * as ours from "./lean-react-i18next"

const I18N_DIR = path.join(__dirname, "../../src/i18n")

function options(locale: string, resources: Record<string, Record<string, unknown>>) {
  const namespaces = ["common", ...Object.keys(resources).filter((ns) => ns !== "common")]
  return {
    resources: { [locale]: resources },
    lng: locale,
    fallbackLng: "en",
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    keySeparator: false as const,
    nsSeparator: false as const,
    react: { useSuspense: false },
  }
}

type Library = { I18nextProvider: typeof real.I18nextProvider; useTranslation: typeof real.useTranslation; Trans: typeof real.Trans }

/** The same tree rendered by react-i18next with i18next, and by the lean pair. */
function renderBoth(
  resources: Record<string, Record<string, unknown>>,
  locale: string,
  tree: (library: Library) => ReactElement,
): [string, string] {
  const realI18n = i18next.createInstance()
  void realI18n.init(options(locale, resources))
  const leanI18n = lean.createInstance(options(locale, resources))
  const render = (library: Library, i18n: unknown) =>
    renderToStaticMarkup(createElement(library.I18nextProvider, { i18n: i18n as never }, tree(library)))
  return [render(ours as unknown as Library, leanI18n), render(real as unknown as Library, realI18n)]
}

const locales = readdirSync(I18N_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe.each(locales)("useTranslation in %s", (locale) => {
  const resources = Object.fromEntries(
    readdirSync(path.join(I18N_DIR, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(I18N_DIR, locale, file), "utf8"))]),
  ) as Record<string, Record<string, unknown>>

  it("renders every key as react-i18next does, from the page's namespaces", () => {
    const allKeys = Object.values(resources).flatMap((strings) => Object.keys(strings))
    function Strings({ library, ns, keys }: { library: Library; ns?: string; keys: string[] }) {
      const { t } = library.useTranslation(ns)
      return createElement("ul", null, ...keys.map((key) => createElement("li", { key }, t(key, { count: 3, number: 2, total: 9 }))))
    }
    // Every key from the default namespace; from each namespace its own keys and the first of each
    // other one (the fallbacks). lean-i18next.test.ts compares every key in every namespace.
    const firstOfEach = Object.values(resources).map((strings) => Object.keys(strings)[0])
    for (const [ns, keys] of [
      [undefined, allKeys] as const,
      ...Object.entries(resources).map(([ns, strings]) => [ns, [...Object.keys(strings), ...firstOfEach]] as const),
    ]) {
      const [leanMarkup, realMarkup] = renderBoth(resources, locale, (library) =>
        createElement(Strings, { library, ns, keys: [...new Set(keys)] }),
      )
      expect(leanMarkup).toBe(realMarkup)
    }
  })
})

describe("Trans", () => {
  const strings = {
    named: "I agree to the <policy>privacy statement</policy>.",
    twice: "<policy>First</policy> and <policy>second</policy> link",
    numbered: "<0>Bold</0> then <1>italic</1> text",
    variables: "Hello {{name}}, read the <policy>terms</policy>",
    plain: "No tags here",
    nested: "<outer>Before <policy>inner</policy> after</outer>",
  }
  const resources = { common: strings }

  it.each(Object.keys(strings))("renders %s with its components as react-i18next does", (key) => {
    const components = { policy: createElement("a", { href: "/privacy/" }), outer: createElement("span", { className: "outer" }) }
    const list = [createElement("strong"), createElement("em")]
    const [leanMarkup, realMarkup] = renderBoth(resources, "en", (library) => {
      function Sentence() {
        const { t } = library.useTranslation()
        return createElement(library.Trans, {
          t,
          i18nKey: key,
          values: { name: "Ann" },
          components: key === "numbered" ? list : components,
        } as never)
      }
      return createElement(Sentence)
    })
    expect(leanMarkup).toBe(realMarkup)
  })
})
