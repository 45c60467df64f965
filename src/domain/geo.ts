import geolibGetDistance from "geolib/es/getDistance"

/**
 * geolib's own module, not its index (which would bring all of geolib to the browser). It is
 * CommonJS: webpack hands over its default export, Node's ESM loader (the functions) the module
 * object around it.
 */
const getDistance: typeof geolibGetDistance =
  typeof geolibGetDistance === "function"
    ? geolibGetDistance
    : (geolibGetDistance as unknown as { default: typeof geolibGetDistance }).default

/** A point on earth in degrees. */
export interface LatLng {
  lat: number
  lng: number
}

/** What reverse geocoding tells about a point (spec: Geocoded place). */
export interface GeocodedPlace {
  /** The city or town, e.g. "Utrecht"; empty when the point lies outside any. */
  locality: string
  /** The country's name, e.g. "Netherlands". */
  country: string
  /** ISO 3166-1 alpha-2 in lower case, e.g. "nl". */
  countryCode: string
}

/** True for a point whose latitude and longitude are finite numbers within range. */
export function isLatLng(value: Partial<LatLng> | null | undefined): value is LatLng {
  return (
    typeof value?.lat === "number" &&
    typeof value.lng === "number" &&
    Number.isFinite(value.lat) &&
    Number.isFinite(value.lng) &&
    Math.abs(value.lat) <= 90 &&
    Math.abs(value.lng) <= 180
  )
}

/** The distance between two points in km: the great-circle distance in metres divided by 1000. */
export function distanceKm(from: LatLng, to: LatLng): number {
  return getDistance(from, to) / 1000
}

/**
 * Reverse geocoding's answer as the spec words it: "locality, country", or only the lower-case
 * country code when that is what the caller asks for.
 */
export function formatPlace(place: GeocodedPlace, mode: "place" | "countryCode" = "place"): string {
  if (mode === "countryCode") return place.countryCode.toLowerCase()
  return [place.locality, place.country].filter(Boolean).join(", ")
}
