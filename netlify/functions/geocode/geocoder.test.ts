import type { Geocoder } from "../../../src/features/location-finder/geocoding/types"
import { FallbackGeocoder, configuredGeocoder } from "./geocoder"
import { Gazetteer } from "./gazetteer"
import { GoogleGeocoder } from "./google-geocoder"

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
  it("is Google, falling back to the gazetteer, when a key is configured", async () => {
    const configured = await configuredGeocoder("server-key")
    expect(configured).toBeInstanceOf(FallbackGeocoder)
    expect((configured as unknown as { primary: unknown }).primary).toBeInstanceOf(GoogleGeocoder)
  })

  it("is the offline gazetteer without a key", async () => {
    await expect(configuredGeocoder(null)).resolves.toBeInstanceOf(Gazetteer)
  })
})
