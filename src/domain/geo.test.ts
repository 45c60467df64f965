import fc from "fast-check"
import { getDistance } from "geolib"
import { distanceKm, distanceMetres, formatPlace, isLatLng } from "./geo"

const AMSTERDAM = { lat: 52.38903, lng: 4.86069 }
const UTRECHT = { lat: 52.11083, lng: 5.09222 }

describe("distanceKm: metres divided by 1000", () => {
  it("measures Amsterdam to Utrecht at about 35 km", () => {
    expect(distanceKm(AMSTERDAM, UTRECHT)).toBeCloseTo(34.8, 0)
  })

  it("keeps the metre precision of the great-circle distance (a third decimal)", () => {
    const distance = distanceKm(AMSTERDAM, UTRECHT)
    expect(Math.round(distance * 1000)).toBe(distance * 1000)
  })

  it("is 0 from a point to itself, and the same both ways", () => {
    fc.assert(
      fc.property(fc.double({ min: -89, max: 89, noNaN: true }), fc.double({ min: -179, max: 179, noNaN: true }), (lat, lng) => {
        const point = { lat, lng }
        expect(distanceKm(point, point)).toBe(0)
        expect(distanceKm(point, UTRECHT)).toBe(distanceKm(UTRECHT, point))
      }),
    )
  })

  it("agrees with geolib's getDistance to the metre anywhere on earth", () => {
    const point = fc.record({
      lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (from, to) => {
        expect(Math.abs(distanceMetres(from, to) - getDistance(from, to))).toBeLessThanOrEqual(1)
      }),
      { numRuns: 2000 },
    )
  })

  it("measures a quarter of a great circle from pole to equator (geolib's sphere: 6378137 m radius)", () => {
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6378.137, 2)
  })
})

describe("isLatLng", () => {
  it("accepts finite coordinates in range only", () => {
    expect(isLatLng(UTRECHT)).toBe(true)
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false)
    expect(isLatLng({ lat: 0, lng: 181 })).toBe(false)
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false)
    expect(isLatLng({ lat: 1 })).toBe(false)
    expect(isLatLng(null)).toBe(false)
  })
})

describe("formatPlace: reverse geocoding's answer", () => {
  const place = { locality: "Utrecht", country: "Netherlands", countryCode: "NL" }

  it("is 'locality, country'", () => {
    expect(formatPlace(place)).toBe("Utrecht, Netherlands")
  })

  it("is the lower-case country code when asked", () => {
    expect(formatPlace(place, "countryCode")).toBe("nl")
  })

  it("is only the country outside a locality", () => {
    expect(formatPlace({ ...place, locality: "" })).toBe("Netherlands")
  })
})
