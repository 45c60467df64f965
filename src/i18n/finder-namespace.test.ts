import { LOCALE_CODES } from "../config/locales"

/** The finder namespace (src/i18n/{locale}/finder.json) exists in every locale, complete and translated. */
const english = require("./en/finder.json") as Record<string, string>
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const baseKeys = (strings: Record<string, string>) => [...new Set(Object.keys(strings).map((key) => key.replace(PLURAL_SUFFIX, "")))].sort()

/** Values that are the same word in English and in some other languages. */
const SAME_EVERYWHERE = new Set(["distance_option", "distance"])

describe.each(LOCALE_CODES)("the finder strings in %s", (locale) => {
  const strings = require(`./${locale}/finder.json`) as Record<string, string>

  it("has every key of the English strings, each with a value", () => {
    expect(baseKeys(strings)).toEqual(baseKeys(english))
    for (const value of Object.values(strings)) expect(value.trim()).not.toBe("")
  })

  it("keeps the interpolations of the English strings", () => {
    for (const [key, value] of Object.entries(english)) {
      const placeholders = value.match(/{{\w+}}/g) ?? []
      for (const placeholder of placeholders) expect(strings[key] ?? strings[key.replace(PLURAL_SUFFIX, "_other")]).toContain(placeholder)
    }
  })

  if (!locale.startsWith("en")) {
    it("leaves no English behind", () => {
      const untranslated = Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && strings[key] === english[key])
      expect(untranslated).toEqual([])
    })
  }
})
