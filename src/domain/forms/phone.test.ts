import { normalisePhone } from "./phone"
import { isValidPhone } from "./rules"

describe("phone numbers as people type them", () => {
  it.each([
    ["06 1234 5678", "0612345678"],
    ["06-12345678", "0612345678"],
    ["(020) 123 4567", "0201234567"],
    ["+31 (0)6 12 34 56 78", "+31612345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["06.12.34.56.78", "0612345678"],
    ["416/555-0100", "4165550100"],
    ["  +31612345678  ", "+31612345678"],
  ])("normalises %p to %p", (typed, compact) => {
    expect(normalisePhone(typed)).toBe(compact)
    expect(isValidPhone(normalisePhone(typed))).toBe(true)
  })

  it.each(["call me", "06 1234 5678 ext 12", `${"1 ".repeat(13)}1`])("leaves %p as typed, for the rule to refuse", (typed) => {
    expect(normalisePhone(typed)).toBe(typed.trim())
    expect(isValidPhone(normalisePhone(typed))).toBe(false)
  })

  it("still refuses more than 13 digits once the marks are gone", () => {
    expect(normalisePhone("06 1234 5678 9012 3")).toBe("061234567890123")
    expect(isValidPhone(normalisePhone("06 1234 5678 9012 3"))).toBe(false)
  })
})
