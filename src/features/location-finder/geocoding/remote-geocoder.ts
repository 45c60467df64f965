import type { GeocodedPlace, LatLng } from "../../../domain/geo"
import {
  CITY_SUGGESTIONS_PATH,
  GEOCODE_PATH,
  type ForwardAnswer,
  type ForwardQuery,
  type ForwardResult,
  type Geocoder,
  type ReverseAnswer,
} from "../../../domain/geocoding"

type Fetch = typeof fetch

/**
 * The browser's geocoder: our /api/geocode endpoint, which holds the Google key (or the offline
 * gazetteer). An answer with nulls (or a 404) means nothing found; any other failure throws for the
 * caller to log.
 */
export function remoteGeocoder(fetchImpl: Fetch = (...args) => fetch(...args)): Geocoder {
  async function get<Answer>(path: string, params: Record<string, string | null | undefined>): Promise<Answer | null> {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))
    const response = await fetchImpl(`${path}?${query}`, { headers: { Accept: "application/json" } })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`Geocoding answered ${response.status}`)
    return (await response.json()) as Answer
  }

  return {
    async forward(query: ForwardQuery): Promise<ForwardResult | null> {
      const answer = await get<ForwardAnswer>(GEOCODE_PATH, { city: query.city, country: query.country, lang: query.language })
      return answer?.position && answer.place ? { position: answer.position, place: answer.place } : null
    },
    async reverse(position: LatLng, options: { language?: string } = {}): Promise<GeocodedPlace | null> {
      const answer = await get<ReverseAnswer>(GEOCODE_PATH, { latlng: `${position.lat},${position.lng}`, lang: options.language })
      return answer?.place ?? null
    },
  }
}

/**
 * The fetch the finder hands to the location autocomplete: suggestions for a text, within the
 * chosen country. The autocomplete reads the Response itself (an empty list or a 4xx: no results).
 */
export function citySuggestionsFetch(country: string | null, language: string, fetchImpl: Fetch = (...args) => fetch(...args)) {
  return (text: string, init: { signal: AbortSignal }): Promise<Response> => {
    const query = new URLSearchParams({ q: text, lang: language })
    if (country) query.set("country", country)
    return fetchImpl(`${CITY_SUGGESTIONS_PATH}?${query}`, { signal: init.signal, headers: { Accept: "application/json" } })
  }
}
