import { distanceKm, type LatLng } from "./geo"
import { byDistance, type SearchableLocation } from "./location-search"
import { indexNearestLocations } from "./nearest-location-index"

const location = (id: string, position: LatLng | null, title = `Fleetlane ${id}`): SearchableLocation => ({
  id,
  title,
  country: "nl",
  city: id,
  position,
})

/** What the build asked before the index: every other location sorted by distance (of which it took the first ones). */
function sortedByDistance(locations: readonly SearchableLocation[], target: SearchableLocation) {
  if (!target.position) return []
  return byDistance(
    locations.filter((candidate) => candidate.id !== target.id),
    target.position,
  )
}

/** A seeded pseudo-random generator (mulberry32): the same data on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

const between = (random: () => number, low: number, high: number) => low + random() * (high - low)
const pick = <Item>(random: () => number, items: readonly Item[]): Item => items[Math.floor(random() * items.length)]

/** Titles the collator ties (case, accents) or sorts by number, so that equal distances often have equal titles. */
const TITLES = ["Depot", "depot", "Dépôt", "Depot 2", "Depot 10", "Yard"]

/**
 * Compares the index with the first `count` of sortedByDistance for every location as the target, for a target that is
 * not among the locations, and for each count, and says how many answers held a tie of distance
 * (so that a test can show its data exercised the tie-breaks).
 */
function expectSameAsSorted(locations: readonly SearchableLocation[], extraTargets: readonly SearchableLocation[] = []): number {
  const nearestTo = indexNearestLocations(locations)
  const counts = [0, 1, 3, 7, locations.length + 2]
  let answersWithTies = 0
  for (const target of [...locations, ...extraTargets]) {
    const sorted = sortedByDistance(locations, target)
    for (const count of counts) {
      const expected = sorted.slice(0, count)
      expect(nearestTo(target, count)).toEqual(expected)
      const distances = expected.map((match) => match.distanceKm)
      if (new Set(distances).size < distances.length) answersWithTies++
    }
  }
  return answersWithTies
}

describe("indexNearestLocations", () => {
  it("gives the 3 other locations nearest to one, nearest first, with their distance", () => {
    const amsterdam = location("Amsterdam", { lat: 52.38903, lng: 4.86069 })
    const utrecht = location("Utrecht", { lat: 52.11083, lng: 5.09222 })
    const rotterdam = location("Rotterdam", { lat: 51.8925, lng: 4.44917 })
    const antwerpen = location("Antwerpen", { lat: 51.25047, lng: 4.41026 })
    const berlin = location("Berlin", { lat: 52.49437, lng: 13.43053 })
    const madrid = location("Madrid", { lat: 40.3865, lng: -3.70256 })
    const montreal = location("Montreal", { lat: 45.53884, lng: -73.55781 })
    const unmapped = location("Unmapped", null)
    const nearestTo = indexNearestLocations([madrid, berlin, unmapped, antwerpen, rotterdam, montreal, utrecht, amsterdam])
    const nearest = nearestTo(utrecht, 3)
    expect(nearest.map((match) => match.location.id)).toEqual(["Amsterdam", "Rotterdam", "Antwerpen"])
    expect(nearest[0].distanceKm).toBe(distanceKm(utrecht.position!, amsterdam.position!))
    expect(nearestTo(unmapped, 3)).toEqual([])
  })

  it("finds a location far off in latitude when those near in latitude are far off in longitude", () => {
    const origin = location("origin", { lat: 0, lng: 0 })
    const sameLatitudeFarAway = location("east", { lat: 0, lng: 90 })
    const north = location("north", { lat: 1, lng: 0 })
    const nearestTo = indexNearestLocations([origin, sameLatitudeFarAway, north])
    expect(nearestTo(origin, 1).map((match) => match.location.id)).toEqual(["north"])
  })

  it("measures across the antimeridian: lng 179.9 is near lng -179.9", () => {
    const origin = location("origin", { lat: 10, lng: 179.9 })
    const acrossTheLine = location("across", { lat: 10, lng: -179.9 })
    const sameSide = location("same side", { lat: 10.5, lng: 179.9 })
    const nearestTo = indexNearestLocations([sameSide, origin, acrossTheLine])
    expect(nearestTo(origin, 2).map((match) => match.location.id)).toEqual(["across", "same side"])
  })

  it("does not stop before a location as far as the last kept one but farther in latitude, whose title comes first", () => {
    // Due east and due north of a point on the equator, the same angle is the same distance; 1.5° is
    // 166,979.24 m, rounded down to 166,979: the latitude bound passes the rounded distance, by less than a metre.
    const origin = location("origin", { lat: 0, lng: 0 })
    const east = location("east", { lat: 0, lng: 1.5 }, "Zwolle")
    const north = location("north", { lat: 1.5, lng: 0 }, "Almere")
    expect(distanceKm(origin.position!, east.position!)).toBe(distanceKm(origin.position!, north.position!))
    const nearestTo = indexNearestLocations([origin, east, north])
    expect(nearestTo(origin, 1).map((match) => match.location.id)).toEqual(["north"])
  })

  it("keeps the input order of locations with the same position and title", () => {
    const origin = location("origin", { lat: 50, lng: 5 })
    const copies = ["c", "a", "d", "b"].map((id) => location(id, { lat: 50.2, lng: 5.1 }, "Depot"))
    const nearestTo = indexNearestLocations([copies[0], copies[1], origin, copies[2], copies[3]])
    expect(nearestTo(origin, 3).map((match) => match.location.id)).toEqual(["c", "a", "d"])
  })

  it("answers what sorting every other location by distance answers, for random locations worldwide", () => {
    const random = seededRandom(18)
    const locations = Array.from({ length: 300 }, (_, index) =>
      location(`random-${index}`, random() < 0.1 ? null : { lat: between(random, -90, 90), lng: between(random, -180, 180) }),
    )
    const outsiders = Array.from({ length: 20 }, (_, index) =>
      location(`outside-${index}`, { lat: between(random, -90, 90), lng: between(random, -180, 180) }),
    )
    expectSameAsSorted(locations, [...outsiders, location("outside-unmapped", null)])
  })

  it("answers the same for clusters of copies with the same position and title, ties in input order", () => {
    // As the scale build's copies: a few places, each many times, titles the collator ties.
    const random = seededRandom(33)
    const places = Array.from({ length: 12 }, () => ({ lat: between(random, 43, 60), lng: between(random, -10, 25) }))
    const locations = Array.from({ length: 240 }, (_, index) =>
      location(`copy-${index}`, random() < 0.05 ? null : pick(random, places), pick(random, TITLES)),
    )
    expect(expectSameAsSorted(locations)).toBeGreaterThan(0)
  })

  it("answers the same near the poles, where locations near in latitude lie all around", () => {
    const random = seededRandom(90)
    const locations = Array.from({ length: 200 }, (_, index) => {
      const lat = random() < 0.5 ? between(random, 89, 90) : between(random, -90, -89)
      const position = random() < 0.1 ? { lat: Math.sign(lat) * 90, lng: 0 } : { lat, lng: between(random, -180, 180) }
      return location(`polar-${index}`, position, pick(random, TITLES))
    })
    expectSameAsSorted(locations, [location("north-pole", { lat: 90, lng: 45 }), location("south-pole", { lat: -90, lng: -135 })])
  })

  it("answers the same near the antimeridian, where longitude wraps", () => {
    const random = seededRandom(180)
    const locations = Array.from({ length: 200 }, (_, index) => {
      const lng = random() < 0.5 ? between(random, 179, 180) : between(random, -180, -179)
      return location(`dateline-${index}`, { lat: between(random, -5, 5), lng: random() < 0.1 ? pick(random, [-179.9, 179.9]) : lng })
    })
    expectSameAsSorted(locations, [location("on-the-line", { lat: 0, lng: 180 }), location("west", { lat: 0, lng: -180 })])
  })

  it("gives every other location with a position when asked for more than there are, and none when there are none", () => {
    const first = location("first", { lat: 1, lng: 1 })
    const second = location("second", { lat: 2, lng: 2 })
    const unmapped = location("unmapped", null)
    expect(indexNearestLocations([first, unmapped, second])(first, 5).map((match) => match.location.id)).toEqual(["second"])
    expect(indexNearestLocations([first, unmapped])(first, 3)).toEqual([])
    expect(indexNearestLocations([])(first, 3)).toEqual([])
  })
})
