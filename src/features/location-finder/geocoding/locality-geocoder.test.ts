import { localityFirst } from "./locality-geocoder"
import type { Geocoder } from "../../../domain/geocoding"

const muenchen = { id: "m", title: "Fleetlane München", country: "de", city: "München", position: { lat: 48.2, lng: 11.6 } }
const born = { id: "b", title: "Fleetlane Born", country: "nl", city: "Born", position: { lat: 51.03, lng: 5.81 } }
const unmapped = { id: "u", title: "Fleetlane Nowhere", country: "nl", city: "Nergens", position: null }

function next(): Geocoder {
  return {
    forward: jest.fn(async () => ({ position: { lat: 1, lng: 1 }, place: { locality: "Elsewhere", country: "X", countryCode: "xx" } })),
    reverse: jest.fn(async () => null),
  }
}

const names = (code: string) => ({ de: "Germany", nl: "Netherlands" })[code] ?? code

describe("localityFirst", () => {
  it("answers a city where the finder has a location from that location, ignoring case and accents", async () => {
    const fallback = next()
    const geocoder = localityFirst([muenchen, born], fallback, names)
    await expect(geocoder.forward({ city: "munchen", country: null })).resolves.toEqual({
      position: muenchen.position,
      place: { locality: "München", country: "Germany", countryCode: "de" },
    })
    expect(fallback.forward).not.toHaveBeenCalled()
  })

  it("keeps to the chosen country and asks the next geocoder otherwise", async () => {
    const fallback = next()
    const geocoder = localityFirst([muenchen, born, unmapped], fallback, names)
    await geocoder.forward({ city: "Born", country: "de" })
    await geocoder.forward({ city: "Nergens", country: null })
    expect(fallback.forward).toHaveBeenCalledTimes(2)
    await geocoder.reverse({ lat: 1, lng: 2 })
    expect(fallback.reverse).toHaveBeenCalledWith({ lat: 1, lng: 2 }, undefined)
  })
})
