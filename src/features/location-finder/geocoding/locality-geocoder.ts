import type { SearchableLocation } from "../../../domain/location-search"
import { placeKey } from "../../../domain/place-key"
import type { ForwardQuery, ForwardResult, Geocoder } from "../../../domain/geocoding"

/**
 * Answers a typed city from the finder's own locations first: "München" or "Wien" resolve to the
 * branch there without a request (the gazetteer knows them as Munich and Vienna), and the
 * coordinates are the branch's own. Anything else goes to the next geocoder.
 */
export function localityFirst(locations: readonly SearchableLocation[], next: Geocoder, countryName: (code: string) => string): Geocoder {
  // Indexed at the first search, not when the finder starts.
  let index: Map<string, SearchableLocation> | undefined
  const cities = () => {
    if (index) return index
    index = new Map()
    for (const location of locations) {
      const key = placeKey(location.city)
      if (key && location.position && !index.has(`${key}|${location.country}`)) index.set(`${key}|${location.country}`, location)
    }
    return index
  }
  return {
    async forward(query: ForwardQuery): Promise<ForwardResult | null> {
      const byCity = cities()
      const key = placeKey(query.city)
      const match = query.country
        ? byCity.get(`${key}|${query.country}`)
        : [...byCity.entries()].find(([candidate]) => candidate.startsWith(`${key}|`))?.[1]
      if (match?.position) {
        return {
          position: match.position,
          place: { locality: match.city, country: countryName(match.country), countryCode: match.country },
        }
      }
      return next.forward(query)
    },
    reverse: (position, options) => next.reverse(position, options),
  }
}
