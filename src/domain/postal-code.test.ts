import { normalizeDutchPostalCode } from "./postal-code"

describe("the Dutch postal-code helper", () => {
  it.each([
    ["1234", "1234"],
    ["1234AB", "1234AB"],
    ["1234 ab", "1234AB"],
    [" 3089 km ", "3089KM"],
    ["1234 A", "1234"],
    ["1234ABC", "1234AB"],
    ["1234-AB", "1234"],
    ["12345", "1234"],
    ["AB12", "AB12"],
    ["", ""],
  ])("turns %p into %p", (input, expected) => {
    expect(normalizeDutchPostalCode(input)).toBe(expected)
  })

  it("takes null and undefined as empty", () => {
    expect(normalizeDutchPostalCode(null)).toBe("")
    expect(normalizeDutchPostalCode(undefined)).toBe("")
  })
})
