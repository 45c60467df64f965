import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../config/locales"

/** Every locale has every UI string of the default locale, and no empty one. */
const root = __dirname

function namespaces(locale: string): string[] {
  return readdirSync(path.join(root, locale))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort()
}

/** A key without its plural suffix: languages have different plural forms (Polish: one, few, many, other). */
function baseKeys(record: Record<string, string>): string[] {
  return [...new Set(Object.keys(record).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort()
}

function strings(locale: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, locale, `${namespace}.json`), "utf8")) as Record<string, string>
}

describe("UI strings", () => {
  it.each(LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE))("%s has every namespace and key of the default locale", (locale) => {
    expect(namespaces(locale)).toEqual(namespaces(DEFAULT_LOCALE))
    for (const namespace of namespaces(DEFAULT_LOCALE)) {
      const own = strings(locale, namespace)
      expect(baseKeys(own)).toEqual(baseKeys(strings(DEFAULT_LOCALE, namespace)))
      expect(Object.entries(own).filter(([, value]) => !value.trim())).toEqual([])
    }
  })

  it("keeps {{placeholders}} the same in every translation", () => {
    for (const namespace of namespaces(DEFAULT_LOCALE)) {
      const english = strings(DEFAULT_LOCALE, namespace)
      for (const locale of LOCALE_CODES) {
        const own = strings(locale, namespace)
        for (const [key, value] of Object.entries(english)) {
          const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
          const translated = own[key] ?? own[key.replace(/_(zero|one|two|few|many|other)$/, "_other")] ?? ""
          expect({ locale, key, placeholders: placeholders(translated) }).toEqual({ locale, key, placeholders: placeholders(value) })
        }
      }
    }
  })
})
