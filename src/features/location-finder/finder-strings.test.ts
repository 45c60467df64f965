import en from "../../i18n/en/finder.json"
import { FINDER_STRING_KEYS, finderStrings } from "./finder-strings"

const translate = (key: string) => (en as Record<string, string>)[key] ?? key

describe("finderStrings", () => {
  it("takes the block's strings", () => {
    const strings = finderStrings({ city: "Town", route: "Route" }, translate)
    expect(strings.city).toBe("Town")
    expect(strings.route).toBe("Route")
  })

  it("falls back to the finder namespace for a missing or empty string", () => {
    const strings = finderStrings({ city: "  " }, translate)
    expect(strings.city).toBe("City")
    expect(strings.route).toBe("Directions")
    expect(strings.warning_country).toBe("Please select a country to search in.")
  })

  it("has a default in every locale for every key", () => {
    for (const locale of ["en", "nl", "fr-be", "de-ch", "pl", "fr-ca"]) {
      const strings = require(`../../i18n/${locale}/finder.json`) as Record<string, string>
      for (const key of FINDER_STRING_KEYS) expect(strings[key === "route" ? "directions" : key]).toBeTruthy()
    }
  })
})
