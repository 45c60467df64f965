import { COUNTRY_CODES } from "../countries"
import { countryOptions } from "./country-list"

describe("countryOptions (made at build time)", () => {
  it("names every country in the locale's language, once", () => {
    const options = countryOptions("nl")
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort())
    expect(options.find((option) => option.value === "DE")?.label).toBe("Duitsland")
    expect(countryOptions("fr-ca").find((option) => option.value === "DE")?.label).toBe("Allemagne")
  })

  it("sorts by name as the locale sorts, not by code", () => {
    const labels = countryOptions("de").map((option) => option.label)
    expect(labels).toEqual([...labels].sort(new Intl.Collator("de").compare))
    expect(labels.indexOf("Österreich")).toBeLessThan(labels.indexOf("Panama"))
    expect(labels.indexOf("Ägypten")).toBeLessThan(labels.indexOf("Albanien"))
  })
})
