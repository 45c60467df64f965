import countries from "i18n-iso-countries"

/**
 * The English name of a country, as the CRM stores it ("NL" -> "Netherlands"). Server side only:
 * in Node the library registers every language itself; the browser shows localised names with
 * Intl.DisplayNames instead of shipping name tables.
 */
export function englishCountryName(code: string): string {
  return countries.getName(code, "en", { select: "official" }) ?? code
}
