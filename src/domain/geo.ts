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

/** The sphere distances are measured on: geolib's, whose getDistance the unit tests compare against. */
export const EARTH_RADIUS_M = 6378137

/** The great-circle distance in whole metres (haversine). */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const radians = Math.PI / 180
  const halfLat = ((to.lat - from.lat) * radians) / 2
  const halfLng = ((to.lng - from.lng) * radians) / 2
  const h = Math.sin(halfLat) ** 2 + Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(halfLng) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}

/**
 * The distance between two points in km (spec: metres divided by 1000). Written out rather than
 * imported from geolib, which would bring 4.5 KB of its coordinate parsing to every route page for
 * one formula; the unit tests hold it to geolib's getDistance.
 */
export function distanceKm(from: LatLng, to: LatLng): number {
  return distanceMetres(from, to) / 1000
}

/**
 * Reverse geocoding's answer as the spec words it: "locality, country", or only the lower-case
 * country code when that is what the caller asks for.
 */
export function formatPlace(place: GeocodedPlace, mode: "place" | "countryCode" = "place"): string {
  if (mode === "countryCode") return place.countryCode.toLowerCase()
  return [place.locality, place.country].filter(Boolean).join(", ")
}
