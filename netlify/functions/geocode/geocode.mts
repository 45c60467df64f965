import type { Config } from "@netlify/functions"
import { ValidationError, type AnyObject, type ObjectSchema } from "yup"
import { AUTOCOMPLETE } from "../../../src/config/location-finder"
import {
  CITY_SUGGESTIONS_PATH,
  type ForwardAnswer,
  type ReverseAnswer,
  type SuggestionsAnswer,
} from "../../../src/features/location-finder/geocoding/types"
import { json, methodNotAllowed } from "../../lib/http"
import { loadGazetteer } from "./gazetteer"
import { configuredGeocoder } from "./geocoder"
import { forwardQuerySchema, queryOf, reverseQuerySchema, suggestQuerySchema } from "./query-schema"

/**
 * Place names change rarely: forward answers and suggestions (found or not) are cached by browsers
 * for an hour and by Netlify's CDN for a day, which also spares the Google quota.
 */
const CACHEABLE = { "Cache-Control": "public, max-age=3600", "Netlify-CDN-Cache-Control": "public, durable, max-age=86400" }

/**
 * GET /api/geocode?city=&country=&lang=       a city to coordinates ({ position, place }), 404 if unknown
 * GET /api/geocode?latlng=lat,lng&lang=       coordinates to { place } ("locality, country"), 404 if none
 * GET /api/geocode/suggest?q=&country=&lang=  cities starting with q ({ suggestions }), 404 if none
 *
 * Google's Geocoding API answers when GOOGLE_MAPS_GEOCODING_API_KEY is set, the offline
 * gazetteer otherwise (and when Google fails); suggestions always come from the gazetteer.
 */
export default async (request: Request): Promise<Response> => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"])
  const url = new URL(request.url)
  if (url.pathname.replace(/\/$/, "") === CITY_SUGGESTIONS_PATH) return suggest(url)
  return url.searchParams.has("latlng") ? reverse(url) : forward(url)
}

async function forward(url: URL): Promise<Response> {
  const query = validate(forwardQuerySchema, url)
  if (!query) return invalidQuery()
  const geocoder = await configuredGeocoder()
  const result = await geocoder.forward({ city: query.city, country: query.country ?? null, language: query.lang })
  if (!result) return notFound(CACHEABLE)
  return json(200, result satisfies ForwardAnswer, CACHEABLE)
}

async function reverse(url: URL): Promise<Response> {
  const query = validate(reverseQuerySchema, url)
  if (!query) return invalidQuery()
  const [lat, lng] = query.latlng.split(",").map(Number)
  const geocoder = await configuredGeocoder()
  const place = await geocoder.reverse({ lat, lng }, { language: query.lang })
  if (!place) return notFound()
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
  // The autocomplete's contract: 404 means no results.
  if (!suggestions.length) return notFound(CACHEABLE)
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

function notFound(headers: Record<string, string> = {}): Response {
  return json(404, { error: "not_found" }, headers)
}

/** Literal paths: Netlify reads them without running the code (they equal GEOCODE_PATH and CITY_SUGGESTIONS_PATH). */
export const config: Config = {
  path: ["/api/geocode", "/api/geocode/suggest"],
}
