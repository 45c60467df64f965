import { CITY_SUGGESTIONS_PATH, GEOCODE_PATH } from "../../../src/domain/geocoding"
import type { Context } from "@netlify/functions"
import { GEOCODE_RATE_LIMIT, SUGGEST_RATE_LIMIT } from "../../lib/rate-limit"
import geocode, { config } from "../../functions/geocode/geocode.mts"

// The offline gazetteer, whatever the machine's environment says.
jest.mock("../../../src/config/env", () => ({ env: { googleMapsGeocodingApiKey: null } }))

const get = (path: string, init?: RequestInit) => geocode(new Request(`http://localhost${path}`, init))

describe("the geocode endpoint (offline gazetteer)", () => {
  it("is served at /api/geocode and /api/geocode/suggest", () => {
    expect(config.path).toEqual([GEOCODE_PATH, CITY_SUGGESTIONS_PATH])
  })

  it("forward geocodes a city plus country, cacheable", async () => {
    const response = await get("/api/geocode?city=utrecht&country=nl&lang=nl-NL")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600")
    expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, durable, max-age=86400")
    const body = await response.json()
    expect(body.place).toEqual({ locality: "Utrecht", country: "Nederland", countryCode: "nl" })
    expect(body.position.lat).toBeCloseTo(52.09, 1)
  })

  it("answers a place it does not know with nulls, not a 404 (netlify serve passes those to its static server)", async () => {
    const response = await get("/api/geocode?city=atlantis&country=nl")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ position: null, place: null })
    const sea = await get("/api/geocode?latlng=45,-30")
    expect(sea.status).toBe(200)
    expect(await sea.json()).toEqual({ place: null })
  })

  it("reverse geocodes latlng to a place, never cached", async () => {
    const response = await get("/api/geocode?latlng=51.2205,4.4003")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("netlify-cdn-cache-control")).toBeNull()
    expect(await response.json()).toEqual({ place: { locality: "Antwerpen", country: "Belgium", countryCode: "be" } })
  })

  it("suggests cities, by other names too, and an empty list when there are none", async () => {
    const response = await get("/api/geocode/suggest?q=amster&country=nl")
    expect(response.status).toBe(200)
    const { suggestions } = await response.json()
    expect(suggestions[0]).toEqual({ name: "Amsterdam", countryCode: "nl", country: "Netherlands" })
    const denHaag = await get("/api/geocode/suggest?q=Den+Haag&lang=nl-NL&country=nl")
    expect(denHaag.status).toBe(200)
    expect((await denHaag.json()).suggestions[0]).toEqual({ name: "Den Haag", countryCode: "nl", country: "Nederland" })
    const none = await get("/api/geocode/suggest?q=qqqzz")
    expect(none.status).toBe(200)
    expect(await none.json()).toEqual({ suggestions: [] })
  })

  it.each([
    ["no city", "/api/geocode?country=nl"],
    ["a blank city", "/api/geocode?city=%20%20"],
    ["a country it does not serve", "/api/geocode?city=tokyo&country=jp"],
    ["a city over 100 characters", `/api/geocode?city=${"a".repeat(101)}`],
    ["an unknown language", "/api/geocode?city=utrecht&lang=xx"],
    ["a malformed latlng", "/api/geocode?latlng=52.1"],
    ["a latitude out of range", "/api/geocode?latlng=95,4"],
    ["a suggestion text under 2 characters", "/api/geocode/suggest?q=a"],
  ])("answers 400 to %s", async (_case, path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: "invalid_query" })
  })

  it("limits each address (also where Netlify's edge limit does not run) and says when to come back", async () => {
    const from = (ip: string) => ({ ip }) as Context
    const ask = (ip: string) => geocode(new Request("http://localhost/api/geocode?city=utrecht&country=nl"), from(ip))
    for (let request = 0; request < GEOCODE_RATE_LIMIT.windowLimit; request++) expect((await ask("192.0.2.10")).status).toBe(200)
    const refused = await ask("192.0.2.10")
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: "rate_limited" })
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await ask("192.0.2.11")).status).toBe(200)
    // Suggestions count apart: typing is many requests.
    const suggest = await geocode(new Request("http://localhost/api/geocode/suggest?q=utr"), from("192.0.2.10"))
    expect(suggest.status).toBe(200)
  })

  it("declares the edge's limit as a literal equal to the suggestions' limit", () => {
    expect(config.rateLimit).toEqual(SUGGEST_RATE_LIMIT)
  })

  it("refuses other methods with 405", async () => {
    const response = await get("/api/geocode?city=utrecht", { method: "POST", body: "{}" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})
