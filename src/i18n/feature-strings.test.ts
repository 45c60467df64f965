import { LOCALE_CODES } from "../config/locales"

/**
 * The UI strings of the search, registration lookup and calculator features: every locale has
 * every key, with the same {{placeholders}}, nothing empty, and no English left in other languages.
 */
const NAMESPACES = ["search", "registration", "calculator"] as const

/** Keys whose text some languages share with English. */
const SHARED_WITH_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  search: ["page"],
  registration: ["col_documents", "send"],
  calculator: ["step_contact", "forest_value", "default_average", "send"],
}

const load = (locale: string, namespace: string): Record<string, string> => require(`./${locale}/${namespace}.json`)
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]).sort()

describe.each(NAMESPACES)("%s strings", (namespace) => {
  const english = load("en", namespace)

  it.each([...LOCALE_CODES])("are complete in %s", (locale) => {
    const strings = load(locale, namespace)
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(strings)) {
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false })
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english[key]) })
    }
  })

  it.each(LOCALE_CODES.filter((locale) => !locale.startsWith("en")))("are translated in %s", (locale) => {
    const strings = load(locale, namespace)
    const shared = SHARED_WITH_ENGLISH[namespace] ?? []
    expect(Object.keys(english).filter((key) => strings[key] === english[key] && !shared.includes(key))).toEqual([])
  })
})
