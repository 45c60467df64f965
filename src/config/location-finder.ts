import { LOCALES } from "./locales"

/**
 * The constants of the location finder (spec: site shell section 9; forms section 9), in one
 * place for the browser code, the build (nearest locations) and the geocoding function.
 */

/** The choices of the distance select, in km. */
export const DISTANCE_OPTIONS_KM = [10, 50, 200, 1000, 2000, 5000, 10000] as const

/** The distance a search from a position (geolocation or a typed city) gets when none is chosen. */
export const DEFAULT_DISTANCE_KM = 50

/** Locations within this radius are kept as a backup list, shown when nothing is within range. */
export const BACKUP_RADIUS_KM = 1000

/** Browser geolocation: high accuracy, 10 s timeout, positions up to 10 s old accepted. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10000,
  maximumAge: 10000,
}

/**
 * The default country of a locale is the location country published for that locale; these
 * locales share the location country of another (spec: locale fallbacks for location country).
 */
export const LOCATION_COUNTRY_LOCALE_FALLBACKS: Readonly<Record<string, string>> = {
  "fr-be": "nl-be",
  "fr-ch": "de-ch",
}

/** How many other locations a location page shows, nearest first. */
export const NEAREST_LOCATIONS_COUNT = 3

export const MAP = {
  /** The zoom of a map centred on one point. */
  zoom: 10,
  /** CSS height of every map and of its placeholder. */
  height: "35rem",
  /** After fitting the map to its markers, wait this long, then ... */
  zoomCheckDelayMs: 500,
  /** ... bring a zoom above this back to `zoom` (one marker would otherwise fill the map). */
  maxFittedZoom: 20,
  /** Centring on a radius: zoom = log2(radiusZoomFactor x cos(latitude) / radius in km) + 1. */
  radiusZoomFactor: 38000,
  /** The one-time listener that applies the radius zoom is removed after this long. */
  radiusListenerTimeoutMs: 2000,
  /** The Google Maps libraries the script loads with. */
  libraries: ["geometry"] as ["geometry"],
} as const

/** Plan-route links open Google Maps at this zoom. */
export const PLAN_ROUTE_ZOOM = 13

/** The locale whose plan-route link names the address; every other locale uses the coordinates. */
export const PLAN_ROUTE_ADDRESS_LOCALE = "en-gb"

/** The location autocomplete asks for suggestions from this many characters, after this pause. */
export const AUTOCOMPLETE = { minLength: 2, debounceMs: 250, maxSuggestions: 8 } as const

/** The longest city text the finder and the geocoding endpoint accept. */
export const MAX_CITY_LENGTH = 100

/**
 * The countries the offline geocoder knows (ISO 3166-1 alpha-2, lower case): the market of
 * every locale, and Ireland, which en-gb serves with the United Kingdom.
 */
export const SERVED_COUNTRY_CODES: readonly string[] = [
  ...new Set([...LOCALES.flatMap((locale) => (locale.country ? [locale.country] : [])), "ie"]),
].sort()
