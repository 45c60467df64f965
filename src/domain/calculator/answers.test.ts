import { isDriversComplete, isUsageComplete, isValidOperatingHours, NO_USAGE_ANSWERS, parseOperatingHours } from "./answers"

const HAUL_TYPES = ["long-haul", "urban"]
const complete = { question1: "long-haul", question2: "daily" as const, question3: ["available" as const], question4: 2000 }

describe("step 0: drivers", () => {
  it("needs both questions answered", () => {
    expect(isDriversComplete({ question1: ["noise"], question2: ["e-Reefer"] })).toBe(true)
    expect(isDriversComplete({ question1: ["noise", "costs"], question2: ["e-Reefer", "e-Van"] })).toBe(true)
    expect(isDriversComplete({ question1: [], question2: ["e-Reefer"] })).toBe(false)
    expect(isDriversComplete({ question1: ["noise"], question2: [] })).toBe(false)
  })

  it("takes only the offered options", () => {
    expect(isDriversComplete({ question1: ["noise", "fun" as never], question2: ["e-Reefer"] })).toBe(false)
  })
})

describe("step 1: usage", () => {
  it("needs all four answers", () => {
    expect(isUsageComplete(complete, HAUL_TYPES)).toBe(true)
    expect(isUsageComplete(NO_USAGE_ANSWERS, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question1: null }, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question1: "space" }, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question2: null }, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question3: [] }, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question4: null }, HAUL_TYPES)).toBe(false)
    expect(isUsageComplete({ ...complete, question4: 0 }, HAUL_TYPES)).toBe(false)
  })

  it("takes operating hours above 0, at most 10000, in steps of 100", () => {
    expect(isValidOperatingHours(100)).toBe(true)
    expect(isValidOperatingHours(2000)).toBe(true)
    expect(isValidOperatingHours(10000)).toBe(true)
    expect(isValidOperatingHours(0)).toBe(false)
    expect(isValidOperatingHours(-100)).toBe(false)
    expect(isValidOperatingHours(10100)).toBe(false)
    expect(isValidOperatingHours(150)).toBe(false)
    expect(isValidOperatingHours(Number.NaN)).toBe(false)
    expect(isValidOperatingHours(null)).toBe(false)
  })

  it("reads the hours as typed, with thousands separated by spaces", () => {
    expect(parseOperatingHours("2000")).toBe(2000)
    expect(parseOperatingHours(" 2 000 ")).toBe(2000)
    expect(parseOperatingHours("")).toBeNull()
    expect(parseOperatingHours("2,000")).toBeNull()
    expect(parseOperatingHours("-100")).toBeNull()
    expect(parseOperatingHours("1e3")).toBeNull()
  })
})
