import { countryLabel, countryRank } from "./countries"

const COUNTRIES = [
  { value: "BE", label: "België" },
  { value: "DE", label: "Duitsland" },
  { value: "NL", label: "Nederland" },
]

describe("a country from the form's list", () => {
  it("is named by its code in either case, or shown as its code when the list lacks it", () => {
    expect(countryLabel(COUNTRIES, "nl")).toBe("Nederland")
    expect(countryLabel(COUNTRIES, "DE")).toBe("Duitsland")
    expect(countryLabel(COUNTRIES, "ca")).toBe("CA")
  })

  it("ranks by its place in the sorted list, unknown codes last", () => {
    const codes = ["nl", "xx", "be", "de"].sort((a, b) => countryRank(COUNTRIES, a) - countryRank(COUNTRIES, b))
    expect(codes).toEqual(["be", "de", "nl", "xx"])
  })
})
