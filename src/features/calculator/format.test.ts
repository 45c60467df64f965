import { countryName, formatPercent, formatTonnes, formatWhole } from "./format"

describe("calculator number formatting", () => {
  it("writes tonnes with one decimal in the locale's notation", () => {
    expect(formatTonnes(15.096, "en")).toBe("15.1")
    expect(formatTonnes(15.096, "nl")).toBe("15,1")
    expect(formatTonnes(12036.4, "de")).toBe("12.036,4")
    expect(formatTonnes(0.612, "fr")).toBe("0,6")
  })

  it("writes shares as whole percentages", () => {
    expect(formatPercent(0.797297, "en")).toBe("80%")
    expect(formatPercent(0.959459, "fr")).toMatch(/^96\s%$/)
  })

  it("writes trees and square metres as whole numbers with grouping", () => {
    expect(formatWhole(601.8, "en")).toBe("602")
    expect(formatWhole(24072, "en")).toBe("24,072")
    expect(formatWhole(24072, "de")).toBe("24.072")
  })

  it("names the market country in the page's language", () => {
    expect(countryName("nl", "de")).toBe("Niederlande")
    expect(countryName("de", "fr")).toBe("Allemagne")
  })
})
