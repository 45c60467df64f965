import { MAP } from "../config/location-finder"
import { correctedFittedZoom, zoomForRadius } from "./map-zoom"

describe("zoomForRadius: log2(38000 x cos(latitude) / radius km) + 1", () => {
  it("is 1 for a radius of 38000 km on the equator (log2(1) + 1)", () => {
    expect(zoomForRadius(0, 38000)).toBe(1)
  })

  it("doubles the shown area per zoom level: half the radius is one level more", () => {
    expect(zoomForRadius(0, 19000)).toBe(2)
    expect(zoomForRadius(0, 9500)).toBe(3)
  })

  it("takes the cosine of the latitude in degrees: at 60° the factor halves", () => {
    // cos(60°) = 0.5, so 19000 km at 60° is the same zoom as 38000 km on the equator.
    expect(zoomForRadius(60, 19000)).toBe(1)
    // Math.cos(60) on radians would be -0.95 and give no zoom at all.
    expect(zoomForRadius(-60, 19000)).toBe(1)
  })

  it("gives the zooms of the distance options around Amsterdam (52.37°)", () => {
    // 38000 x cos(52.37°) = 23199; log2(23199 / 50) + 1 = 9.86
    expect(zoomForRadius(52.37, 10)).toBe(12)
    expect(zoomForRadius(52.37, 50)).toBe(9)
    expect(zoomForRadius(52.37, 200)).toBe(7)
    expect(zoomForRadius(52.37, 1000)).toBe(5)
    expect(zoomForRadius(52.37, 10000)).toBe(2)
  })

  it("never goes below 0 and falls back to the map zoom without a radius", () => {
    expect(zoomForRadius(89.9, 10000)).toBe(0)
    expect(zoomForRadius(52, 0)).toBe(MAP.zoom)
    expect(zoomForRadius(Number.NaN, 50)).toBe(MAP.zoom)
  })
})

describe("correctedFittedZoom", () => {
  it("sets a zoom over 20 back to 10", () => {
    expect(correctedFittedZoom(21)).toBe(10)
    expect(correctedFittedZoom(22)).toBe(10)
  })

  it("leaves 20 and below alone", () => {
    expect(correctedFittedZoom(20)).toBeNull()
    expect(correctedFittedZoom(7)).toBeNull()
    expect(correctedFittedZoom(undefined)).toBeNull()
  })
})
