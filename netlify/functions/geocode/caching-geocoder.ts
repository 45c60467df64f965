import type { GeocodedPlace, LatLng } from "../../../src/domain/geo"
import { placeKey } from "../../../src/domain/place-key"
import type { ForwardQuery, ForwardResult, Geocoder } from "../../../src/domain/geocoding"
import { AnswerCache } from "../../lib/answer-cache"

/** Place names change rarely; a day also matches the CDN's cache of forward answers. */
const TTL_MS = 24 * 60 * 60 * 1000

/** Reverse questions are rounded to this many decimals (about 100 m) before they are asked or kept. */
const REVERSE_DECIMALS = 3

/**
 * Keeps the answers of a paid geocoder (Google's) in memory, "nothing found" included, so that a
 * question asked again, in any spelling placeKey takes as the same, costs no second call. Failures
 * are not kept: the next request asks again.
 */
export class CachingGeocoder implements Geocoder {
  private readonly forwards: AnswerCache<ForwardResult | null>
  private readonly reverses: AnswerCache<GeocodedPlace | null>

  constructor(
    private readonly upstream: Geocoder,
    options: { maxEntries?: number; now?: () => number } = {},
  ) {
    const cacheOptions = { maxEntries: options.maxEntries ?? 5000, ttlMs: TTL_MS, now: options.now }
    this.forwards = new AnswerCache(cacheOptions)
    this.reverses = new AnswerCache(cacheOptions)
  }

  forward(query: ForwardQuery): Promise<ForwardResult | null> {
    const key = [placeKey(query.city), query.country ?? "", query.language ?? ""].join("|")
    return this.forwards.get(key, () => this.upstream.forward(query))
  }

  reverse(position: LatLng, options: { language?: string } = {}): Promise<GeocodedPlace | null> {
    const rounded = { lat: round(position.lat), lng: round(position.lng) }
    const key = [rounded.lat, rounded.lng, options.language ?? ""].join("|")
    return this.reverses.get(key, () => this.upstream.reverse(rounded, options))
  }
}

function round(value: number): number {
  const factor = 10 ** REVERSE_DECIMALS
  return Math.round(value * factor) / factor
}
