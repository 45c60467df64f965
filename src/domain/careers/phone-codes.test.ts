import { LOCALE_CODES } from "../../config/locales"
import { PHONE_COUNTRIES } from "../../config/phone-countries"
import { countryName, defaultPhoneCountry, dialCodeOf, phoneCodeOptions } from "./phone-codes"

describe("phone codes", () => {
  it("offer about 120 countries, once each", () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThanOrEqual(115)
    expect(PHONE_COUNTRIES.length).toBeLessThanOrEqual(125)
    expect(new Set(PHONE_COUNTRIES).size).toBe(PHONE_COUNTRIES.length)
  })

  it("take the dialling codes from libphonenumber-js", () => {
    expect(dialCodeOf("NL")).toBe("31")
    expect(dialCodeOf("gb")).toBe("44")
    expect(dialCodeOf("CA")).toBe("1")
    expect(dialCodeOf("NO")).toBe("47")
  })

  it("name every country in every locale's language, sorted the locale's way", () => {
    for (const locale of LOCALE_CODES) {
      const options = phoneCodeOptions(locale)
      expect(options).toHaveLength(PHONE_COUNTRIES.length)
      expect(options.filter((option) => !/ \(\+\d+\)$/.test(option.label) || option.label.startsWith(option.value + " "))).toEqual([])
    }
    expect(countryName("DE", "nl")).toBe("Duitsland")
    expect(countryName("NL", "nl-be")).toBe("Nederland")
    expect(countryName("US", "en")).toBe("United States")
    expect(countryName("US", "sv")).toBe("USA")
    expect(phoneCodeOptions("de").find((option) => option.value === "AT")?.label).toBe("Österreich (+43)")
    const swedish = phoneCodeOptions("sv").map((option) => option.label)
    expect(swedish.indexOf("Österrike (+43)")).toBeGreaterThan(swedish.indexOf("Zimbabwe (+263)"))
  })

  it("start with the market's own country", () => {
    expect(defaultPhoneCountry("nl-be")).toBe("BE")
    expect(defaultPhoneCountry("en-gb")).toBe("GB")
    expect(defaultPhoneCountry("en")).toBeNull()
  })
})
