import fc from "fast-check"
import { replacePlaceholders } from "./placeholders"

describe("replacePlaceholders", () => {
  it("replaces each bracketed key", () => {
    expect(replacePlaceholders("© [year] Fleetlane. All rights reserved.", { year: 2025 })).toBe("© 2025 Fleetlane. All rights reserved.")
    expect(replacePlaceholders("Showing [shown] of [total]", { shown: 3, total: 7 })).toBe("Showing 3 of 7")
  })

  it("replaces only the first occurrence of a key", () => {
    expect(replacePlaceholders("[name] and [name]", { name: "Anna" })).toBe("Anna and [name]")
  })

  it("leaves unknown keys, empty brackets and plain text alone", () => {
    expect(replacePlaceholders("[unknown] [] [year", { year: 2025 })).toBe("[unknown] [] [year")
    expect(replacePlaceholders("No placeholders here", { year: 2025 })).toBe("No placeholders here")
  })

  it("does not reinterpret replacement text", () => {
    expect(replacePlaceholders("[a] [b]", { a: "[b]", b: "$& done" })).toBe("[b] $& done")
  })

  it("does not treat inherited object properties as keys", () => {
    expect(replacePlaceholders("[toString] [constructor]", {})).toBe("[toString] [constructor]")
  })

  it("never leaves a known key's first occurrence in the text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.array(fc.constantFrom("x ", "[k] ", "y "), { maxLength: 6 }), (value, parts) => {
        const text = parts.join("")
        const result = replacePlaceholders(text, { k: value })
        const count = (source: string) => source.split("[k]").length - 1
        expect(count(result)).toBe(Math.max(0, count(text) - 1))
      }),
    )
  })
})
