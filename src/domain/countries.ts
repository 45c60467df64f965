import codes from "i18n-iso-countries/codes.json"

/**
 * The ISO 3166-1 alpha-2 codes a country choice accepts, from i18n-iso-countries' own table (only
 * the codes: names are looked up where they are shown, so the browser does not carry them).
 */
export const COUNTRY_CODES: readonly string[] = (codes as string[][]).map(([alpha2]) => alpha2)

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && COUNTRY_CODES.includes(value)
}
