import type { GeocodedPlace, LatLng } from "../../../src/domain/geo"
import type { ForwardQuery, ForwardResult, Geocoder } from "../../../src/domain/geocoding"

/** Google's Geocoding API (spec: forward and reverse geocoding through the Maps service). */
export const GOOGLE_GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json"

interface AddressComponent {
  long_name: string
  short_name: string
  types: string[]
}

interface GeocodeResponse {
  status: string
  error_message?: string
  results?: Array<{ address_components?: AddressComponent[]; geometry?: { location?: { lat?: number; lng?: number } } }>
}

/** Google answers these when it found nothing: no result, not a failure. */
const NOTHING_FOUND = new Set(["ZERO_RESULTS"])

/** The city of an address: its locality, or the postal town where Google has no locality (UK). */
const LOCALITY_TYPES = ["locality", "postal_town", "administrative_area_level_3"]

/** "locality, country" of the first result's address components (the country as long and short name). */
export function placeOf(components: readonly AddressComponent[]): GeocodedPlace | null {
  const country = components.find((component) => component.types.includes("country"))
  if (!country) return null
  const locality = LOCALITY_TYPES.map((type) => components.find((component) => component.types.includes(type))).find(Boolean)
  return { locality: locality?.long_name ?? "", country: country.long_name, countryCode: country.short_name.toLowerCase() }
}

export class GoogleGeocodingError extends Error {
  constructor(status: string, detail?: string) {
    super(`Google geocoding answered ${status}${detail ? `: ${detail}` : ""}`)
    this.name = "GoogleGeocodingError"
  }
}

/**
 * The production geocoder: a server-side key (restricted to the Geocoding API) calls Google. A
 * status other than OK or ZERO_RESULTS throws, so that the caller can log it and fall back.
 */
export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async forward(query: ForwardQuery): Promise<ForwardResult | null> {
    const params = new URLSearchParams({ address: query.city })
    if (query.country) params.set("components", `country:${query.country.toUpperCase()}`)
    const result = await this.request(params, query.language)
    const location = result?.geometry?.location
    if (!result || typeof location?.lat !== "number" || typeof location.lng !== "number") return null
    const place = placeOf(result.address_components ?? [])
    return place ? { position: { lat: location.lat, lng: location.lng }, place } : null
  }

  async reverse(position: LatLng, options: { language?: string } = {}): Promise<GeocodedPlace | null> {
    const result = await this.request(new URLSearchParams({ latlng: `${position.lat},${position.lng}` }), options.language)
    return result ? placeOf(result.address_components ?? []) : null
  }

  private async request(params: URLSearchParams, language?: string) {
    params.set("key", this.apiKey)
    if (language) params.set("language", language)
    const response = await this.fetchImpl(`${GOOGLE_GEOCODE_URL}?${params}`, { signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new GoogleGeocodingError(`HTTP ${response.status}`)
    const body = (await response.json()) as GeocodeResponse
    if (NOTHING_FOUND.has(body.status)) return null
    if (body.status !== "OK") throw new GoogleGeocodingError(body.status, body.error_message)
    return body.results?.[0] ?? null
  }
}
