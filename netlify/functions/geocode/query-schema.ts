import { object, string, type InferType } from "yup"
import { LOCALE_CODES, getLocale } from "../../../src/config/locales"
import { AUTOCOMPLETE, MAX_CITY_LENGTH, SERVED_COUNTRY_CODES } from "../../../src/config/location-finder"

/**
 * The query strings the geocode endpoint takes. The browser builds them from the finder's form,
 * whose city the finder already trims and caps (normaliseCity); these schemas check them again.
 */
const HREFLANGS = LOCALE_CODES.map((code) => getLocale(code).hreflang)

const country = string()
  .transform((value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value))
  .oneOf([...SERVED_COUNTRY_CODES])
  .optional()

const language = string().oneOf(HREFLANGS).optional()

export const forwardQuerySchema = object({
  city: string().trim().required().max(MAX_CITY_LENGTH),
  country,
  lang: language,
})

/** latlng as Google takes it: "latitude,longitude". */
export const reverseQuerySchema = object({
  latlng: string()
    .required()
    .matches(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
    .test("in-range", (value) => {
      const [lat, lng] = value.split(",").map(Number)
      return Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    }),
  lang: language,
})

export const suggestQuerySchema = object({
  q: string().trim().required().min(AUTOCOMPLETE.minLength).max(MAX_CITY_LENGTH),
  country,
  lang: language,
})

export type ForwardQueryInput = InferType<typeof forwardQuerySchema>
export type ReverseQueryInput = InferType<typeof reverseQuerySchema>
export type SuggestQueryInput = InferType<typeof suggestQuerySchema>

/**
 * The query parameters of a URL as a plain object (the last value of a repeated key). Names of
 * Object.prototype (valueOf, constructor, ...) are left out: yup looks fields up by name and would
 * take the inherited function for a field, and throw (netlify/hostile-input.test.ts found it).
 */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams.entries()].filter(([name]) => !(name in Object.prototype)))
}
