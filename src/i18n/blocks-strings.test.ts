import { LOCALE_CODES } from "../config/locales"

/** The blocks' UI strings: every locale has every key, with the same placeholders, and nothing empty. */
const load = (locale: string): Record<string, string> => require(`./${locale}/blocks.json`)
const placeholders = (text: string) => [...text.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]).sort()

describe("blocks strings", () => {
  const english = load("en")

  it.each([...LOCALE_CODES])("are complete in %s", (locale) => {
    const strings = load(locale)
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(strings)) {
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false })
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english[key]) })
    }
  })

  it.each(LOCALE_CODES.filter((locale) => !locale.startsWith("en")))("are translated in %s", (locale) => {
    const strings = load(locale)
    const untranslated = Object.keys(english).filter((key) => strings[key] === english[key])
    // Words some languages share with English.
    expect(untranslated.filter((key) => !["pagination", "teams", "page"].includes(key))).toEqual([])
  })
})
