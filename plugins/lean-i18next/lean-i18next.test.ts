import "./plural-rules-once"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import i18next from "i18next"
import lean from "./lean-i18next"

const I18N_DIR = path.join(__dirname, "../../src/i18n")
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1.5]

/** The options gatsby-plugin-react-i18next initialises i18next with (gatsby-config.ts). */
function options(locale: string, namespaces: string[], resources: Record<string, Record<string, unknown>>) {
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

const locales = readdirSync(I18N_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe.each(locales)("lean-i18next in %s", (locale) => {
  const files = readdirSync(path.join(I18N_DIR, locale)).filter((file) => file.endsWith(".json"))
  const resources = Object.fromEntries(
    files.map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(I18N_DIR, locale, file), "utf8"))]),
  ) as Record<string, Record<string, unknown>>
  const namespaces = ["common", ...Object.keys(resources).filter((ns) => ns !== "common")]
  const real = i18next.createInstance()
  void real.init(options(locale, namespaces, resources))
  const ours = lean.createInstance(options(locale, namespaces, resources))

  it("translates every key as i18next does: plain, with counts, variables, context, namespaces, defaults", () => {
    const variables = { number: 7, type: "Trailer", total: 40, value: "x", min: 2, max: 9, current: 3, step: 1, page: 2, keyword: "k" }
    let compared = 0
    // One assertion over all cases: an expect per case took most of the test's time.
    const differences: { key: string; option: object; ours: unknown; i18next: unknown }[] = []
    for (const ns of namespaces) {
      const keys = [...new Set(Object.keys(resources[ns]).map((key) => key.replace(PLURAL_SUFFIX, "")))]
      for (const key of keys) {
        const cases: object[] = [{}, { ns }, variables, { ...variables, ns, context: "other" }, { defaultValue: "fallback" }]
        for (const count of COUNTS) cases.push({ ...variables, count, ns })
        for (const option of cases) {
          const [translated, expected]: unknown[] = [ours.t(key, option as never), real.t(key, option as never)]
          if (translated !== expected) differences.push({ key, option, ours: translated, i18next: expected })
          compared++
        }
      }
    }
    expect(differences).toEqual([])
    expect(compared).toBeGreaterThan(50)
  })

  it("answers missing keys, defaults and missing variables as i18next does", () => {
    for (const [key, option] of [
      ["no_such_key", {}],
      ["no_such_key", { defaultValue: "Hello {{name}}", name: "Ann" }],
      ["no_such_key", { defaultValue: "Hello {{name}}" }],
      ["no_such_key", { defaultValue: "Hello {{name}}", name: undefined }],
      ["no_such_key", { defaultValue: "{{count}} left", count: 0 }],
    ] as const) {
      expect(ours.t(key, option as never)).toBe(real.t(key, option as never))
    }
  })

  it("has a fixed t per namespace, as react-i18next asks for it", () => {
    const ns = namespaces[namespaces.length - 1]
    const key = Object.keys(resources[ns])[0]
    expect(ours.getFixedT(null, ns)(key)).toBe(real.getFixedT(null, ns)(key))
    expect(ours.language).toBe(real.language)
  })
})
