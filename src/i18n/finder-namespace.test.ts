import { LOCALE_CODES } from "../config/locales"

/**
 * The finder namespace (src/i18n/{locale}/finder.json) beyond what strings.test.ts checks of every
 * namespace: each counted string has the plural forms its language needs, and no English is left
 * in the other languages.
 */
const english = require("./en/finder.json") as Record<string, string>
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const COUNTED = [
  ...new Set(
    Object.keys(english)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, "")),
  ),
]

/** Values that are the same word in English and in some other languages. */
const SAME_EVERYWHERE = new Set(["distance_option", "distance"])

describe.each(LOCALE_CODES)("the finder strings in %s", (locale) => {
  const strings = require(`./${locale}/finder.json`) as Record<string, string>

  it("have every plural form of the language for each counted string", () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    for (const key of COUNTED) for (const category of categories) expect(strings).toHaveProperty(`${key}_${category}`)
  })

  if (!locale.startsWith("en")) {
    it("leave no English behind", () => {
      const untranslated = Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && strings[key] === english[key])
      expect(untranslated).toEqual([])
    })
  }
})
