import { env } from "../../../src/config/env"
import type { GeocodedPlace, LatLng } from "../../../src/domain/geo"
import type { ForwardQuery, ForwardResult, Geocoder } from "../../../src/domain/geocoding"
import { CachingGeocoder } from "./caching-geocoder"
import { loadGazetteer } from "./gazetteer"
import { GoogleGeocoder } from "./google-geocoder"

/**
 * Asks the primary geocoder and, when it fails (not when it finds nothing), logs the failure and
 * asks the fallback: a Google outage or quota leaves visitors with the offline gazetteer.
 */
export class FallbackGeocoder implements Geocoder {
  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: () => Promise<Geocoder>,
    private readonly log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
  ) {}

  async forward(query: ForwardQuery): Promise<ForwardResult | null> {
    try {
      return await this.primary.forward(query)
    } catch (error) {
      this.log("Forward geocoding failed; using the gazetteer.", error)
      return (await this.fallback()).forward(query)
    }
  }

  async reverse(position: LatLng, options?: { language?: string }): Promise<GeocodedPlace | null> {
    try {
      return await this.primary.reverse(position, options)
    } catch (error) {
      this.log("Reverse geocoding failed; using the gazetteer.", error)
      return (await this.fallback()).reverse(position, options)
    }
  }
}

let google: { apiKey: string; geocoder: Geocoder } | undefined

/**
 * Google's geocoding when GOOGLE_MAPS_GEOCODING_API_KEY is set, its answers cached for the life of
 * the function instance (each distinct question is a paid call), else the offline gazetteer.
 */
export async function configuredGeocoder(apiKey = env.googleMapsGeocodingApiKey): Promise<Geocoder> {
  if (!apiKey) return loadGazetteer()
  if (google?.apiKey !== apiKey)
    google = { apiKey, geocoder: new FallbackGeocoder(new CachingGeocoder(new GoogleGeocoder(apiKey)), loadGazetteer) }
  return google.geocoder
}
