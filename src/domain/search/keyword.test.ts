import { isValidKeyword, normalizeKeyword, searchableWords, words } from "./keyword"

describe("search keyword", () => {
  it("is trimmed and lowercased", () => {
    expect(normalizeKeyword("  Reefer TRAILER \n")).toBe("reefer trailer")
  })

  it("needs a word of at least three characters", () => {
    expect(isValidKeyword("abc")).toBe(true)
    expect(isValidKeyword("ab")).toBe(false)
    expect(isValidKeyword("ab cd")).toBe(false)
    expect(isValidKeyword("ab cde")).toBe(true)
    expect(isValidKeyword("   ")).toBe(false)
    expect(isValidKeyword("")).toBe(false)
  })

  it("counts only letters and digits as a word, in any script", () => {
    expect(isValidKeyword("e-v")).toBe(false)
    expect(isValidKeyword("...")).toBe(false)
    expect(isValidKeyword("  Øst ")).toBe(true)
    expect(isValidKeyword("4x2")).toBe(true)
  })

  it("splits text into lower-case words and keeps the searchable ones", () => {
    expect(words("The e-Reefer: 40% less CO₂!")).toEqual(["the", "e", "reefer", "40", "less", "co₂"])
    expect(searchableWords("An e-Reefer in de stad")).toEqual(["reefer", "stad"])
  })
})
