import { BACKUP_RADIUS_KM, DEFAULT_DISTANCE_KM, LOCATION_COUNTRY_LOCALE_FALLBACKS } from "../config/location-finder"
import { LOCALES } from "../config/locales"
import { normaliseCity, type FinderQuery } from "./finder-query"
import { distanceKm, isLatLng, type LatLng } from "./geo"
import { oncePerKey } from "./once-per-key"

/**
 * The rules of the location search (spec: site shell sections 4, 5 and 9), free of React and I/O.
 */

/** What the search needs of a location. */
export interface SearchableLocation {
  id: string
  title: string
  /** ISO 3166-1 alpha-2, lower case. */
  country: string
  city: string
  position: LatLng | null
}

/** A country of the finder's country select (spec: Component locationCountries). */
export interface LocationCountry {
  /** ISO 3166-1 alpha-2, lower case: the value of the select and of ?country=. */
  code: string
  title: string
  /** The locale whose locations it stands for, e.g. nl-be for Belgium. */
  locale: string | null
}

/** A location found by a search, with its distance from the search's origin when it has one. */
export interface LocationMatch<Location extends SearchableLocation = SearchableLocation> {
  location: Location
  distanceKm: number | null
}

/**
 * The country a locale's finder starts with: the location country published for the locale
 * (fr-be uses nl-be's, fr-ch de-ch's); among several (en-gb stands for the UK and Ireland) the
 * locale's own market; without any, the country of the locale's market (fr-ca: Canada), else none.
 */
export function defaultCountryFor(locale: string, countries: readonly LocationCountry[]): string | null {
  const countryLocale = LOCATION_COUNTRY_LOCALE_FALLBACKS[locale] ?? locale
  const market = LOCALES.find((candidate) => candidate.code === countryLocale)?.country ?? null
  const published = countries.filter((country) => country.locale === countryLocale)
  const chosen =
    published.find((country) => country.code === market) ?? published[0] ?? countries.find((country) => country.code === market)
  return chosen?.code ?? null
}

/** The distance select can be used once there is a geolocation, a default country or a city. */
export function isDistanceSelectEnabled(state: { geolocated: boolean; defaultCountry: string | null; city: string }): boolean {
  return state.geolocated || state.defaultCountry !== null || state.city.trim() !== ""
}

/**
 * A search the finder runs, decided from the form and the visitor's position:
 * - city: a typed city is geocoded (with the country when one is chosen); distance defaults to 50 km;
 * - position: no city and no country, but a geolocation: around it; distance defaults to 50 km;
 * - country: a country and no city: its locations, the distance cleared;
 * - all: nothing to go on: every location.
 */
export type SearchPlan =
  | { kind: "city"; city: string; country: string | null; distance: number }
  | { kind: "position"; origin: LatLng; distance: number }
  | { kind: "country"; country: string; distance: null }
  | { kind: "all" }

export function planSearch(query: FinderQuery, geolocation: LatLng | null): SearchPlan {
  const city = normaliseCity(query.city)
  if (city) return { kind: "city", city, country: query.country, distance: query.distance ?? DEFAULT_DISTANCE_KM }
  if (query.country) return { kind: "country", country: query.country, distance: null }
  if (geolocation) return { kind: "position", origin: geolocation, distance: query.distance ?? DEFAULT_DISTANCE_KM }
  return { kind: "all" }
}

/** The form after a plan: the distance it searches with (50 km by default, cleared for a country). */
export function queryOfPlan(query: FinderQuery, plan: SearchPlan): FinderQuery {
  switch (plan.kind) {
    case "city":
      return { city: plan.city, country: plan.country, distance: plan.distance }
    case "position":
      return { ...query, city: "", distance: plan.distance }
    case "country":
      return { city: "", country: plan.country, distance: plan.distance }
    case "all":
      return { city: "", country: null, distance: null }
  }
}

/** How the finder starts (spec: location search start). */
export type StartPlan =
  { kind: "query"; query: FinderQuery } | { kind: "geolocation"; distance: number } | { kind: "fallback"; query: FinderQuery }

/** The distance of a search around the visitor's position: the one chosen, else 50 km. */
export function distanceAroundPosition(distance: number | null): number {
  return distance ?? DEFAULT_DISTANCE_KM
}

/**
 * A query in the URL (the component-location block's ?city=, a shared link) is searched as it
 * is. Otherwise: the visitor's position when they have already allowed this site to know it
 * (the finder never prompts on load: "Use my location" asks), else the fallback.
 */
export function startPlan(query: FinderQuery, options: { geolocationGranted: boolean; defaultCountry: string | null }): StartPlan {
  if (query.city || query.country) return { kind: "query", query }
  if (options.geolocationGranted) return { kind: "geolocation", distance: distanceAroundPosition(query.distance) }
  return { kind: "fallback", query: fallbackQuery(options.defaultCountry) }
}

/**
 * The start without a geolocation (none, refused or timed out): the locale's default country
 * with the distance cleared, else all countries.
 */
export function fallbackQuery(defaultCountry: string | null): FinderQuery {
  return { city: "", country: defaultCountry, distance: null }
}

let titleCollator: Intl.Collator | undefined

/**
 * Compares titles as people sort them (exported for the build's nearest locations, which must
 * order as byDistance does). The collator is made on first use, not when the module
 * loads: this module rides in the chunk of every page with blocks, and making one takes
 * milliseconds of the page's start.
 */
export function compareTitles(a: string, b: string): number {
  titleCollator ??= new Intl.Collator(undefined, { sensitivity: "base", numeric: true })
  return titleCollator.compare(a, b)
}

function sortByTitle<Location extends SearchableLocation>(locations: readonly Location[]): Location[] {
  return [...locations].sort((a, b) => compareTitles(a.title, b.title))
}

/** A match measured from an origin. */
export type MeasuredMatch<Location extends SearchableLocation> = LocationMatch<Location> & { distanceKm: number }

/** Every location with a position, with its distance from the origin, nearest first. */
export function byDistance<Location extends SearchableLocation>(locations: readonly Location[], origin: LatLng): MeasuredMatch<Location>[] {
  return measured(locations, origin).sort(nearerFirst)
}

function measured<Location extends SearchableLocation>(locations: readonly Location[], origin: LatLng): MeasuredMatch<Location>[] {
  return locations.flatMap((location) =>
    isLatLng(location.position) ? [{ location, distanceKm: distanceKm(origin, location.position) }] : [],
  )
}

function nearerFirst(a: MeasuredMatch<SearchableLocation>, b: MeasuredMatch<SearchableLocation>): number {
  return a.distanceKm - b.distanceKm || compareTitles(a.location.title, b.location.title)
}

export interface SearchOutcome<Location extends SearchableLocation = SearchableLocation> {
  /** Within the distance, nearest first; or the country's (or all) locations by title. */
  results: LocationMatch<Location>[]
  /** Within the backup radius (1000 km), nearest first: shown when nothing is within range. */
  backups: LocationMatch<Location>[]
}

/**
 * Applies a search: around an origin the locations within the distance (all of them without a
 * distance), nearest first, and the backup list within 1000 km; without an origin the locations
 * of the country, or all of them, by title. Locations without coordinates cannot be measured, so
 * they only appear in the lists without an origin.
 */
export function searchLocations<Location extends SearchableLocation>(
  locations: readonly Location[],
  search: { origin: LatLng | null; distance: number | null; country: string | null },
): SearchOutcome<Location> {
  if (search.origin && isLatLng(search.origin)) {
    const measured = byDistance(locations, search.origin)
    const within = (radius: number) => measured.filter((match) => match.distanceKm <= radius)
    return { results: search.distance === null ? measured : within(search.distance), backups: within(BACKUP_RADIUS_KM) }
  }
  const listed = search.country ? locations.filter((location) => location.country === search.country) : locations
  return { results: sortByTitle(listed).map((location) => ({ location, distanceKm: null })), backups: [] }
}

/** What the finder shows after a search (spec: error catalogue, no locations found). */
export type ResultView = "results" | "backups" | "none"

export function resultView(outcome: SearchOutcome): ResultView {
  if (outcome.results.length) return "results"
  return outcome.backups.length ? "backups" : "none"
}

/** The warning toast: a search returned nothing while no country is chosen. */
export function needsCountryWarning(outcome: SearchOutcome | null, country: string | null, placeNotFound: boolean): boolean {
  if (country) return false
  return placeNotFound || (outcome !== null && outcome.results.length === 0)
}

/** One number format per locale and precision: every card of a search formats its distance. */
const kmFormat = oncePerKey((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
const tenthKmFormat = oncePerKey((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 0 }))

/** The distance on a card: whole km, one decimal below 10 km. */
export function formatDistanceKm(distance: number, locale: string): string {
  return (distance < 10 ? tenthKmFormat : kmFormat)(locale).format(distance)
}
