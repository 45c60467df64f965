import type { GeocodedPlace, LatLng } from "./geo"

/**
 * Geocoding behind one interface (spec: forward and reverse geocoding). The function endpoint
 * implements it with Google's Geocoding API when a key is configured and with the offline
 * gazetteer otherwise; the browser reaches it through the same interface.
 */
export interface Geocoder {
  /** A city (with the country when one is chosen) to coordinates; null when nothing matches. */
  forward(query: ForwardQuery): Promise<ForwardResult | null>
  /** Coordinates to the place there; null when nothing is there. */
  reverse(position: LatLng, options?: { language?: string }): Promise<GeocodedPlace | null>
}

export interface ForwardQuery {
  city: string
  /** ISO 3166-1 alpha-2, lower case; null searches all the served countries. */
  country: string | null
  /** BCP 47 tag for the names in the answer, e.g. "nl-BE". */
  language?: string
}

export interface ForwardResult {
  position: LatLng
  place: GeocodedPlace
}

/** A city the location autocomplete offers. */
export interface CitySuggestion {
  name: string
  /** ISO 3166-1 alpha-2, lower case. */
  countryCode: string
  country: string
}

/** The endpoint's paths and answers, shared by the function and the browser. */
export const GEOCODE_PATH = "/api/geocode"
export const CITY_SUGGESTIONS_PATH = "/api/geocode/suggest"

/** "Nothing found" is an answer with nulls (a 200: `netlify serve` mishandles a function's 404). */
export type ForwardAnswer = ForwardResult | { position: null; place: null }
export interface ReverseAnswer {
  place: GeocodedPlace | null
}
export interface SuggestionsAnswer {
  suggestions: CitySuggestion[]
}
