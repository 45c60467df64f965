import { DISTANCE_OPTIONS_KM, MAX_CITY_LENGTH } from "../config/location-finder"

/**
 * The location finder's query (?city, ?country, ?distance), apart from the search rules
 * (location-search.ts) so that the component-location block, which only sends a city to the
 * finder, does not carry them.
 */

/** The values of the search form, as they also appear in the query string. */
export interface FinderQuery {
  city: string
  country: string | null
  distance: number | null
}

export const EMPTY_QUERY: FinderQuery = { city: "", country: null, distance: null }

function isDistanceOption(value: number): boolean {
  return (DISTANCE_OPTIONS_KM as readonly number[]).includes(value)
}

/** A city as the finder uses it: trimmed, lower case, no longer than the endpoint accepts. */
export function normaliseCity(city: string): string {
  return city.trim().toLowerCase().slice(0, MAX_CITY_LENGTH)
}

/** Reads ?city, ?country and ?distance; unknown countries and distances are dropped. */
export function parseFinderQuery(search: string, countryCodes: readonly string[]): FinderQuery {
  const params = new URLSearchParams(search)
  const country = params.get("country")?.trim().toLowerCase() ?? ""
  const distance = Number(params.get("distance"))
  return {
    city: normaliseCity(params.get("city") ?? ""),
    country: countryCodes.includes(country) ? country : null,
    distance: isDistanceOption(distance) ? distance : null,
  }
}

/**
 * The query string of a search, for replacing the page URL: the city trimmed, lower-cased and
 * encoded, and empty values left out. "" when there is nothing to say.
 */
export function finderQueryString(query: FinderQuery): string {
  const parts: string[] = []
  const city = normaliseCity(query.city)
  if (city) parts.push(`city=${encodeURIComponent(city)}`)
  if (query.country) parts.push(`country=${encodeURIComponent(query.country)}`)
  if (query.distance !== null) parts.push(`distance=${query.distance}`)
  return parts.length ? `?${parts.join("&")}` : ""
}

/** Where the component-location block sends a city: {url}?city={lowercased, trimmed, encoded}. */
export function cityRedirectUrl(url: string, city: string): string {
  const query = finderQueryString({ ...EMPTY_QUERY, city })
  if (!query) return url
  return `${url}${url.includes("?") ? "&" : "?"}${query.slice(1)}`
}
