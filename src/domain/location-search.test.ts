import { BACKUP_RADIUS_KM, DEFAULT_DISTANCE_KM, DISTANCE_OPTIONS_KM } from "../config/location-finder"
import { cityRedirectUrl, finderQueryString, parseFinderQuery } from "./finder-query"
import { distanceKm } from "./geo"
import {
  defaultCountryFor,
  distanceAroundPosition,
  fallbackQuery,
  formatDistanceKm,
  isDistanceSelectEnabled,
  needsCountryWarning,
  planSearch,
  queryOfPlan,
  resultView,
  searchLocations,
  startPlan,
  type LocationCountry,
  type SearchableLocation,
} from "./location-search"

const location = (id: string, country: string, lat: number | null, lng = 0): SearchableLocation => ({
  id,
  title: `Fleetlane ${id}`,
  country,
  city: id,
  position: lat === null ? null : { lat, lng },
})

const amsterdam = location("Amsterdam", "nl", 52.38903, 4.86069)
const utrecht = location("Utrecht", "nl", 52.11083, 5.09222)
const rotterdam = location("Rotterdam", "nl", 51.8925, 4.44917)
const antwerpen = location("Antwerpen", "be", 51.25047, 4.41026)
const berlin = location("Berlin", "de", 52.49437, 13.43053)
const madrid = location("Madrid", "es", 40.3865, -3.70256)
const montreal = location("Montreal", "ca", 45.53884, -73.55781)
const unmapped = location("Unmapped", "nl", null)
const LOCATIONS = [madrid, berlin, unmapped, antwerpen, rotterdam, montreal, utrecht, amsterdam]

const COUNTRIES: LocationCountry[] = [
  { code: "gb", title: "United Kingdom", locale: "en-gb" },
  { code: "ie", title: "Ireland", locale: "en-gb" },
  { code: "nl", title: "Netherlands", locale: "nl" },
  { code: "be", title: "Belgium", locale: "nl-be" },
  { code: "ch", title: "Switzerland", locale: "de-ch" },
  { code: "ca", title: "Canada", locale: "en-ca" },
]
const CODES = COUNTRIES.map((country) => country.code)

/** Near Utrecht Centraal. */
const UTRECHT_CENTRE = { lat: 52.0907, lng: 5.1214 }

describe("the constants of the spec", () => {
  it("offers 10, 50, 200, 1000, 2000, 5000 and 10000 km, defaults to 50 km and backs up within 1000 km", () => {
    expect(DISTANCE_OPTIONS_KM).toEqual([10, 50, 200, 1000, 2000, 5000, 10000])
    expect(DEFAULT_DISTANCE_KM).toBe(50)
    expect(BACKUP_RADIUS_KM).toBe(1000)
  })
})

describe("defaultCountryFor: the location country of the locale", () => {
  it("is the country published for the locale", () => {
    expect(defaultCountryFor("nl", COUNTRIES)).toBe("nl")
    expect(defaultCountryFor("nl-be", COUNTRIES)).toBe("be")
  })

  it("uses nl-be's country for fr-be and de-ch's for fr-ch", () => {
    expect(defaultCountryFor("fr-be", COUNTRIES)).toBe("be")
    expect(defaultCountryFor("fr-ch", COUNTRIES)).toBe("ch")
  })

  it("prefers the locale's own market when a locale stands for several countries", () => {
    const irelandFirst = [COUNTRIES[1], COUNTRIES[0]]
    expect(defaultCountryFor("en-gb", irelandFirst)).toBe("gb")
  })

  it("falls back to the locale's market country when no country is published for the locale", () => {
    expect(defaultCountryFor("fr-ca", COUNTRIES)).toBe("ca")
  })

  it("has none for the international locale, or when the block lists no countries", () => {
    expect(defaultCountryFor("en", COUNTRIES)).toBeNull()
    expect(defaultCountryFor("nl", [])).toBeNull()
  })
})

describe("the query string", () => {
  it("reads city, country and distance", () => {
    expect(parseFinderQuery("?city=Utrecht%20&country=NL&distance=200", CODES)).toEqual({ city: "utrecht", country: "nl", distance: 200 })
  })

  it("drops a country the finder does not offer and a distance that is not an option", () => {
    expect(parseFinderQuery("?country=us&distance=75", CODES)).toEqual({ city: "", country: null, distance: null })
    expect(parseFinderQuery("?distance=abc", CODES).distance).toBeNull()
  })

  it("writes the city trimmed, lower-cased and encoded, and leaves empty values out", () => {
    expect(finderQueryString({ city: "  Den Haag ", country: "nl", distance: 50 })).toBe("?city=den%20haag&country=nl&distance=50")
    expect(finderQueryString({ city: "   ", country: null, distance: 10 })).toBe("?distance=10")
    expect(finderQueryString({ city: "", country: null, distance: null })).toBe("")
  })

  it("reads back what it writes", () => {
    const query = { city: "'s-hertogenbosch & co", country: "nl", distance: 2000 }
    expect(parseFinderQuery(finderQueryString(query), CODES)).toEqual(query)
  })
})

describe("cityRedirectUrl: the component-location block", () => {
  it("sends ?city= lower-cased, trimmed and encoded", () => {
    expect(cityRedirectUrl("/nl/vestigingen/", "  Den Bosch ")).toBe("/nl/vestigingen/?city=den%20bosch")
    expect(cityRedirectUrl("/fr/agences/", "Saint-Étienne")).toBe("/fr/agences/?city=saint-%C3%A9tienne")
  })

  it("leaves out an empty city", () => {
    expect(cityRedirectUrl("/en/locations/", "   ")).toBe("/en/locations/")
  })

  it("keeps a query the button URL already has", () => {
    expect(cityRedirectUrl("/en/locations/?country=gb", "Leeds")).toBe("/en/locations/?country=gb&city=leeds")
  })
})

describe("the distance select", () => {
  it("is disabled until there is a geolocation, a default country or a city", () => {
    expect(isDistanceSelectEnabled({ geolocated: false, defaultCountry: null, city: "" })).toBe(false)
    expect(isDistanceSelectEnabled({ geolocated: false, defaultCountry: null, city: "   " })).toBe(false)
    expect(isDistanceSelectEnabled({ geolocated: true, defaultCountry: null, city: "" })).toBe(true)
    expect(isDistanceSelectEnabled({ geolocated: false, defaultCountry: "nl", city: "" })).toBe(true)
    expect(isDistanceSelectEnabled({ geolocated: false, defaultCountry: null, city: "Utrecht" })).toBe(true)
  })
})

describe("a search around the visitor's position", () => {
  it("keeps the chosen distance, else 50 km", () => {
    expect(distanceAroundPosition(null)).toBe(50)
    expect(distanceAroundPosition(200)).toBe(200)
  })
})

describe("starting the finder", () => {
  it("searches a query from the URL as it is", () => {
    const query = { city: "utrecht", country: null, distance: null }
    expect(startPlan(query, { geolocationGranted: true, defaultCountry: "nl" })).toEqual({ kind: "query", query })
  })

  it("starts from the visitor's position when they already allowed it, with 50 km unless the URL chose a distance", () => {
    const empty = { city: "", country: null, distance: null }
    expect(startPlan(empty, { geolocationGranted: true, defaultCountry: "nl" })).toEqual({ kind: "geolocation", distance: 50 })
    expect(startPlan({ ...empty, distance: 200 }, { geolocationGranted: true, defaultCountry: "nl" })).toEqual({
      kind: "geolocation",
      distance: 200,
    })
  })

  it("without an allowed geolocation takes the default country with the distance cleared, else all countries", () => {
    const empty = { city: "", country: null, distance: 200 }
    expect(startPlan(empty, { geolocationGranted: false, defaultCountry: "be" })).toEqual({
      kind: "fallback",
      query: { city: "", country: "be", distance: null },
    })
    expect(startPlan(empty, { geolocationGranted: false, defaultCountry: null })).toEqual({
      kind: "fallback",
      query: { city: "", country: null, distance: null },
    })
    expect(fallbackQuery("ch")).toEqual({ city: "", country: "ch", distance: null })
    // The fallback lists the country's locations, or all of them.
    expect(planSearch(fallbackQuery("ch"), null)).toEqual({ kind: "country", country: "ch", distance: null })
    expect(planSearch(fallbackQuery(null), null)).toEqual({ kind: "all" })
  })
})

describe("planSearch: what a search does", () => {
  it("geocodes a typed city, 50 km when no distance is chosen", () => {
    expect(planSearch({ city: " Utrecht ", country: "nl", distance: null }, null)).toEqual({
      kind: "city",
      city: "utrecht",
      country: "nl",
      distance: 50,
    })
    expect(planSearch({ city: "Utrecht", country: null, distance: 10 }, UTRECHT_CENTRE)).toMatchObject({ kind: "city", distance: 10 })
  })

  it("searches around the geolocation when there is no city and no country, 50 km by default", () => {
    expect(planSearch({ city: "", country: null, distance: null }, UTRECHT_CENTRE)).toEqual({
      kind: "position",
      origin: UTRECHT_CENTRE,
      distance: 50,
    })
  })

  it("lists a country's locations with the distance cleared when there is no city", () => {
    const plan = planSearch({ city: "", country: "nl", distance: 200 }, UTRECHT_CENTRE)
    expect(plan).toEqual({ kind: "country", country: "nl", distance: null })
    expect(queryOfPlan({ city: "", country: "nl", distance: 200 }, plan)).toEqual({ city: "", country: "nl", distance: null })
  })

  it("lists everything with nothing to go on", () => {
    expect(planSearch({ city: "", country: null, distance: 50 }, null)).toEqual({ kind: "all" })
  })
})

describe("searchLocations", () => {
  it("keeps the locations within the distance, nearest first, with their distance in km", () => {
    const { results } = searchLocations(LOCATIONS, { origin: UTRECHT_CENTRE, distance: 50, country: null })
    // Utrecht 3 km, Amsterdam 37.7 km; Rotterdam-Waalhaven at 51.1 km is just out.
    expect(results.map((match) => match.location.id)).toEqual(["Utrecht", "Amsterdam"])
    expect(results[0].distanceKm).toBeCloseTo(distanceKm(UTRECHT_CENTRE, utrecht.position!), 6)
    expect(results.every((match) => match.distanceKm! <= 50)).toBe(true)
  })

  it("widens with the distance: Antwerpen at 105.6 km comes in at 200 km, Berlin at 567.2 km at 1000 km", () => {
    const ids = (distance: number) =>
      searchLocations(LOCATIONS, { origin: UTRECHT_CENTRE, distance, country: null }).results.map((match) => match.location.id)
    expect(ids(200)).toEqual(["Utrecht", "Amsterdam", "Rotterdam", "Antwerpen"])
    expect(ids(1000)).toEqual(["Utrecht", "Amsterdam", "Rotterdam", "Antwerpen", "Berlin"])
    expect(ids(10000)).toEqual(["Utrecht", "Amsterdam", "Rotterdam", "Antwerpen", "Berlin", "Madrid", "Montreal"])
  })

  it("keeps a backup list within 1000 km for when nothing is in range", () => {
    // The middle of the North Sea: nothing within 10 km, the Dutch and Belgian branches within 1000 km.
    const northSea = { lat: 54.5, lng: 3.5 }
    const outcome = searchLocations(LOCATIONS, { origin: northSea, distance: 10, country: null })
    expect(outcome.results).toEqual([])
    expect(outcome.backups.map((match) => match.location.id)).toEqual(["Amsterdam", "Utrecht", "Rotterdam", "Antwerpen", "Berlin"])
    expect(outcome.backups.every((match) => match.distanceKm! <= 1000)).toBe(true)
    expect(resultView(outcome)).toBe("backups")
  })

  it("has nothing at all when no location is within 1000 km", () => {
    const atlantic = { lat: 30, lng: -40 }
    const outcome = searchLocations(LOCATIONS, { origin: atlantic, distance: 50, country: null })
    expect(outcome).toEqual({ results: [], backups: [] })
    expect(resultView(outcome)).toBe("none")
  })

  it("leaves locations without coordinates out of a search by distance, and lists them otherwise", () => {
    const around = searchLocations(LOCATIONS, { origin: UTRECHT_CENTRE, distance: 10000, country: null })
    expect(around.results.map((match) => match.location.id)).not.toContain("Unmapped")
    const listed = searchLocations(LOCATIONS, { origin: null, distance: null, country: "nl" })
    expect(listed.results.map((match) => match.location.id)).toEqual(["Amsterdam", "Rotterdam", "Unmapped", "Utrecht"])
    expect(listed.results.every((match) => match.distanceKm === null)).toBe(true)
  })

  it("lists every location by title without an origin or a country", () => {
    const { results, backups } = searchLocations(LOCATIONS, { origin: null, distance: null, country: null })
    expect(results).toHaveLength(LOCATIONS.length)
    expect(results[0].location.id).toBe("Amsterdam")
    expect(backups).toEqual([])
  })

  it("sorts all the locations around an origin when no distance applies", () => {
    const { results } = searchLocations(LOCATIONS, { origin: UTRECHT_CENTRE, distance: null, country: null })
    expect(results).toHaveLength(LOCATIONS.length - 1)
    const distances = results.map((match) => match.distanceKm!)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
  })
})

describe("the country warning", () => {
  const nothing = { results: [], backups: [] }
  const something = searchLocations(LOCATIONS, { origin: UTRECHT_CENTRE, distance: 50, country: null })

  it("appears when a search returns nothing while no country is chosen", () => {
    expect(needsCountryWarning(nothing, null, false)).toBe(true)
    expect(needsCountryWarning(null, null, true)).toBe(true)
  })

  it("does not appear with a country chosen, or with results", () => {
    expect(needsCountryWarning(nothing, "nl", false)).toBe(false)
    expect(needsCountryWarning(null, "nl", true)).toBe(false)
    expect(needsCountryWarning(something, null, false)).toBe(false)
    expect(needsCountryWarning(null, null, false)).toBe(false)
  })
})

describe("formatDistanceKm", () => {
  it("shows whole km, with one decimal below 10 km, in the locale's format", () => {
    expect(formatDistanceKm(42.4, "en-GB")).toBe("42")
    expect(formatDistanceKm(3.46, "en-GB")).toBe("3.5")
    expect(formatDistanceKm(3.46, "de-DE")).toBe("3,5")
    expect(formatDistanceKm(1234.2, "de-DE")).toBe("1.234")
  })
})
