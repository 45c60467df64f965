import { fastBuildsEnabled } from "./fast-builds"

describe("fastBuildsEnabled", () => {
  it("is on for the embedded content server and off for a real Drupal when unset", () => {
    expect(fastBuildsEnabled(undefined, true)).toBe(true)
    expect(fastBuildsEnabled(undefined, false)).toBe(false)
    expect(fastBuildsEnabled(" ", false)).toBe(false)
  })

  it("follows DRUPAL_FAST_BUILDS either way", () => {
    expect(fastBuildsEnabled("1", false)).toBe(true)
    expect(fastBuildsEnabled("TRUE", false)).toBe(true)
    expect(fastBuildsEnabled("0", true)).toBe(false)
    expect(fastBuildsEnabled("false", true)).toBe(false)
  })

  it("refuses a value it cannot read, naming the variable", () => {
    expect(() => fastBuildsEnabled("yes please", true)).toThrow(/DRUPAL_FAST_BUILDS/)
  })
})
