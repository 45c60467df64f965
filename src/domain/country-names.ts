import countries from "i18n-iso-countries"
import english from "i18n-iso-countries/langs/en.json"

countries.registerLocale(english)

/**
 * The English name of a country, as the CRM stores it ("NL" -> "Netherlands"). Server side only:
 * the browser shows localised names with Intl.DisplayNames instead of shipping name tables.
 */
export function englishCountryName(code: string): string {
  return countries.getName(code, "en", { select: "official" }) ?? code
}
