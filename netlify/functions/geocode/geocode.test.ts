import { CITY_SUGGESTIONS_PATH, GEOCODE_PATH } from "../../../src/features/location-finder/geocoding/types"
import geocode, { config } from "./geocode.mts"

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

  it("answers 404 for a place it does not know", async () => {
    const response = await get("/api/geocode?city=atlantis&country=nl")
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: "not_found" })
  })

  it("reverse geocodes latlng to a place, never cached", async () => {
    const response = await get("/api/geocode?latlng=51.2205,4.4003")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("netlify-cdn-cache-control")).toBeNull()
    expect(await response.json()).toEqual({ place: { locality: "Antwerpen", country: "Belgium", countryCode: "be" } })
  })

  it("suggests cities, and answers 404 when there are none", async () => {
    const response = await get("/api/geocode/suggest?q=amster&country=nl")
    expect(response.status).toBe(200)
    const { suggestions } = await response.json()
    expect(suggestions[0]).toEqual({ name: "Amsterdam", countryCode: "nl", country: "Netherlands" })
    expect((await get("/api/geocode/suggest?q=qqqzz")).status).toBe(404)
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

  it("refuses other methods with 405", async () => {
    const response = await get("/api/geocode?city=utrecht", { method: "POST", body: "{}" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})
