import type { Config, Context } from "@netlify/functions"
import { ValidationError, type AnyObject, type ObjectSchema } from "yup"
import { AUTOCOMPLETE } from "../../../src/config/location-finder"
import { CITY_SUGGESTIONS_PATH, type ForwardAnswer, type ReverseAnswer, type SuggestionsAnswer } from "../../../src/domain/geocoding"
import { endpoint } from "../../lib/endpoint"
import { json } from "../../lib/http"
import { GEOCODE_RATE_LIMIT, SUGGEST_RATE_LIMIT } from "../../lib/rate-limit"
import { RequestLimiter, clientKey } from "../../lib/request-limiter"
import { loadGazetteer } from "./gazetteer"
import { configuredGeocoder } from "./geocoder"
import { forwardQuerySchema, queryOf, reverseQuerySchema, suggestQuerySchema } from "./query-schema"

/**
 * Place names change rarely: forward answers and suggestions (found or not) are cached by browsers
 * for an hour and by Netlify's CDN for a day, which also spares the Google quota.
 */
const CACHEABLE = { "Cache-Control": "public, max-age=3600", "Netlify-CDN-Cache-Control": "public, durable, max-age=86400" }

/** Per visitor and function instance, also under `netlify serve` (config.rateLimit below is the edge's). */
const suggestLimiter = new RequestLimiter({ limit: SUGGEST_RATE_LIMIT.windowLimit, windowMs: SUGGEST_RATE_LIMIT.windowSize * 1000 })
const geocodeLimiter = new RequestLimiter({ limit: GEOCODE_RATE_LIMIT.windowLimit, windowMs: GEOCODE_RATE_LIMIT.windowSize * 1000 })

/**
 * GET /api/geocode?city=&country=&lang=       a city to coordinates ({ position, place }; both null if unknown)
 * GET /api/geocode?latlng=lat,lng&lang=       coordinates to { place } ("locality, country"; null if none)
 * GET /api/geocode/suggest?q=&country=&lang=  cities starting with q ({ suggestions }, empty if none)
 *
 * Google's Geocoding API answers when GOOGLE_MAPS_GEOCODING_API_KEY is set, the offline
 * gazetteer otherwise (and when Google fails); suggestions always come from the gazetteer.
 * "Nothing found" is a 200 with an empty answer, not a 404: `netlify serve` passes a function's
 * 404 on to its static server, which answered 400 to a query with a space ("Den Haag").
 * Too many requests from one address: 429 with Retry-After.
 */
export default endpoint(["GET"], async (request: Request, context?: Context): Promise<Response> => {
  const url = new URL(request.url)
  const suggesting = url.pathname.replace(/\/$/, "") === CITY_SUGGESTIONS_PATH
  const decision = (suggesting ? suggestLimiter : geocodeLimiter).take(clientKey(request, context))
  if (!decision.allowed) return json(429, { error: "rate_limited" }, { "Retry-After": String(decision.retryAfterSeconds) })
  if (suggesting) return suggest(url)
  return url.searchParams.has("latlng") ? reverse(url) : forward(url)
})

async function forward(url: URL): Promise<Response> {
  const query = validate(forwardQuerySchema, url)
  if (!query) return invalidQuery()
  const geocoder = await configuredGeocoder()
  const result = await geocoder.forward({ city: query.city, country: query.country ?? null, language: query.lang })
  return json(200, (result ?? { position: null, place: null }) satisfies ForwardAnswer, CACHEABLE)
}

async function reverse(url: URL): Promise<Response> {
  const query = validate(reverseQuerySchema, url)
  if (!query) return invalidQuery()
  const [lat, lng] = query.latlng.split(",").map(Number)
  const geocoder = await configuredGeocoder()
  const place = await geocoder.reverse({ lat, lng }, { language: query.lang })
  // A visitor's position: never kept by a cache.
  return json(200, { place } satisfies ReverseAnswer)
}

async function suggest(url: URL): Promise<Response> {
  const query = validate(suggestQuerySchema, url)
  if (!query) return invalidQuery()
  const gazetteer = await loadGazetteer()
  const suggestions = gazetteer.suggest({
    text: query.q,
    country: query.country ?? null,
    language: query.lang,
    limit: AUTOCOMPLETE.maxSuggestions,
  })
  return json(200, { suggestions } satisfies SuggestionsAnswer, CACHEABLE)
}

function validate<Schema extends ObjectSchema<AnyObject>>(schema: Schema, url: URL): Schema["__outputType"] | null {
  try {
    return schema.validateSync(queryOf(url), { stripUnknown: true, abortEarly: true })
  } catch (error) {
    if (error instanceof ValidationError) return null
    throw error
  }
}

function invalidQuery(): Response {
  return json(400, { error: "invalid_query" })
}

/**
 * Literals: Netlify reads them without running the code (the paths equal GEOCODE_PATH and
 * CITY_SUGGESTIONS_PATH; the edge's limit equals SUGGEST_RATE_LIMIT, the larger of the two).
 */
export const config: Config = {
  path: ["/api/geocode", "/api/geocode/suggest"],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
