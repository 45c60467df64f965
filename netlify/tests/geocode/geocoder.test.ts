import type { Geocoder } from "../../../src/domain/geocoding"
import { CachingGeocoder } from "../../functions/geocode/caching-geocoder"
import { FallbackGeocoder, configuredGeocoder } from "../../functions/geocode/geocoder"
import { Gazetteer } from "../../functions/geocode/gazetteer"
import { GoogleGeocoder } from "../../functions/geocode/google-geocoder"

const PLACE = { locality: "Utrecht", country: "Netherlands", countryCode: "nl" }
const RESULT = { position: { lat: 52.09, lng: 5.12 }, place: PLACE }

function geocoder(overrides: Partial<Geocoder>): Geocoder {
  return { forward: jest.fn(async () => RESULT), reverse: jest.fn(async () => PLACE), ...overrides }
}

describe("FallbackGeocoder", () => {
  it("answers from the primary geocoder, including 'nothing found'", async () => {
    const fallback = geocoder({})
    const primary = geocoder({ forward: jest.fn(async () => null) })
    const combined = new FallbackGeocoder(primary, async () => fallback, jest.fn())
    await expect(combined.forward({ city: "nowhere", country: null })).resolves.toBeNull()
    await expect(combined.reverse({ lat: 1, lng: 1 })).resolves.toEqual(PLACE)
    expect(fallback.forward).not.toHaveBeenCalled()
  })

  it("logs a failure of the primary and asks the fallback", async () => {
    const log = jest.fn()
    const failing = geocoder({
      forward: jest.fn(async () => Promise.reject(new Error("OVER_QUERY_LIMIT"))),
      reverse: jest.fn(async () => Promise.reject(new Error("timeout"))),
    })
    const combined = new FallbackGeocoder(failing, async () => geocoder({}), log)
    await expect(combined.forward({ city: "utrecht", country: "nl" })).resolves.toEqual(RESULT)
    await expect(combined.reverse({ lat: 1, lng: 1 })).resolves.toEqual(PLACE)
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[0][1]).toEqual(new Error("OVER_QUERY_LIMIT"))
  })
})

describe("configuredGeocoder", () => {
  it("is Google behind a cache, falling back to the gazetteer, when a key is configured, and the same for every request", async () => {
    const configured = await configuredGeocoder("server-key")
    expect(configured).toBeInstanceOf(FallbackGeocoder)
    const cached = (configured as unknown as { primary: { upstream: unknown } }).primary
    expect(cached).toBeInstanceOf(CachingGeocoder)
    expect(cached.upstream).toBeInstanceOf(GoogleGeocoder)
    await expect(configuredGeocoder("server-key")).resolves.toBe(configured)
  })

  it("is the offline gazetteer without a key", async () => {
    await expect(configuredGeocoder(null)).resolves.toBeInstanceOf(Gazetteer)
  })
})

describe("CachingGeocoder", () => {
  it("asks the paid geocoder once per city in any spelling, 'nothing found' included", async () => {
    const upstream = geocoder({ forward: jest.fn(async () => null) })
    const cached = new CachingGeocoder(upstream)
    await cached.forward({ city: "Den Haag", country: "nl", language: "nl-NL" })
    await expect(cached.forward({ city: "den  haag", country: "nl", language: "nl-NL" })).resolves.toBeNull()
    expect(upstream.forward).toHaveBeenCalledTimes(1)
    await cached.forward({ city: "Den Haag", country: "be", language: "nl-NL" })
    expect(upstream.forward).toHaveBeenCalledTimes(2)
  })

  it("rounds positions to about 100 m, asks with the rounded one, and keeps no failure", async () => {
    const upstream = geocoder({})
    const cached = new CachingGeocoder(upstream)
    await cached.reverse({ lat: 52.09071, lng: 5.12149 })
    await cached.reverse({ lat: 52.09089, lng: 5.1212 })
    expect(upstream.reverse).toHaveBeenCalledTimes(1)
    expect(upstream.reverse).toHaveBeenCalledWith({ lat: 52.091, lng: 5.121 }, {})
    const failing = geocoder({ forward: jest.fn(async () => Promise.reject(new Error("timeout"))) })
    const cachedFailing = new CachingGeocoder(failing)
    await expect(cachedFailing.forward({ city: "x", country: null })).rejects.toThrow("timeout")
    await expect(cachedFailing.forward({ city: "x", country: null })).rejects.toThrow("timeout")
    expect(failing.forward).toHaveBeenCalledTimes(2)
  })
})
