import { PAGE_URI_MAX_LENGTH, shortenPageUri } from "./page-uri"

describe("shortenPageUri (audit point 1: a landing URL over 2,048 characters made every form fail)", () => {
  const landing = `https://www.fleetlane.example/de/kontakt/?utm_source=google&utm_campaign=winter&gclid=${"Cj0K".repeat(200)}&fbclid=${"x".repeat(1500)}#form`

  it("keeps an address within the limit as it is", () => {
    expect(shortenPageUri("https://www.fleetlane.example/en/?utm_source=x")).toBe("https://www.fleetlane.example/en/?utm_source=x")
  })

  it("keeps origin, path and the campaign parameters that fit of a longer one, and drops the rest", () => {
    expect(landing.length).toBeGreaterThan(PAGE_URI_MAX_LENGTH)
    const short = shortenPageUri(landing)!
    expect(short.length).toBeLessThanOrEqual(PAGE_URI_MAX_LENGTH)
    const url = new URL(short)
    expect(`${url.origin}${url.pathname}`).toBe("https://www.fleetlane.example/de/kontakt/")
    expect(url.searchParams.get("utm_source")).toBe("google")
    expect(url.searchParams.get("utm_campaign")).toBe("winter")
    expect(url.searchParams.get("gclid")).toBe("Cj0K".repeat(200))
    expect(url.searchParams.has("fbclid")).toBe(false)
  })

  it("cuts a path longer than the limit", () => {
    expect(shortenPageUri(`https://www.fleetlane.example/${"a".repeat(5000)}`)).toHaveLength(PAGE_URI_MAX_LENGTH)
  })

  it("gives null for what is not an http(s) address", () => {
    expect(shortenPageUri("javascript:alert(1)")).toBeNull()
    expect(shortenPageUri("not a url")).toBeNull()
  })
})
