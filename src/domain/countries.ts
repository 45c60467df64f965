import countries from "i18n-iso-countries"

/**
 * The ISO 3166-1 alpha-2 codes a country choice accepts, from i18n-iso-countries' own table (only
 * the codes: the browser build of the library carries no names, which are looked up where shown).
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes())

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && COUNTRY_CODES.includes(value)
}
