import countries from "i18n-iso-countries"
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js"
import { getLocale, languageOf } from "../../config/locales"
import { PHONE_COUNTRIES } from "../../config/phone-countries"

/**
 * The phone-code choice of the job application forms: each country's dialling code
 * (libphonenumber-js) and its name in the page's language (i18n-iso-countries). Build and
 * server side only: the build hands each application page its own locale's list, so the browser
 * carries neither package. In Node, i18n-iso-countries registers every language itself.
 */
export interface PhoneCodeOption {
  /** ISO 3166-1 alpha-2, the field's value. */
  value: string
  /** "Nederland (+31)". */
  label: string
}

/** The calling code of a country, digits only ("NL" -> "31"). */
export function dialCodeOf(country: string): string {
  return getCountryCallingCode(country.toUpperCase() as CountryCode)
}

/**
 * A country's everyday name: the shortest the package knows ("Nederland", not "Koninkrijk der
 * Nederlanden"), leaving out abbreviations ("US") unless the language has no other ("USA" in Swedish).
 */
export function countryName(country: string, locale: string): string {
  const names = countries.getName(country, languageOf(locale), { select: "all" }) ?? []
  const words = names.filter((name) => !/^[A-Z.]{2,6}$/.test(name))
  return [...(words.length ? words : names)].sort((a, b) => a.length - b.length)[0] ?? country
}

export function phoneCodeOptions(locale: string): PhoneCodeOption[] {
  const collator = new Intl.Collator(getLocale(locale).hreflang)
  return PHONE_COUNTRIES.map((country) => ({ value: country, name: countryName(country, locale), dial: dialCodeOf(country) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ value, name, dial }) => ({ value, label: `${name} (+${dial})` }))
}

/** The phone code a locale's form starts with: its market's country, else none. */
export function defaultPhoneCountry(locale: string): string | null {
  const market = getLocale(locale).country?.toUpperCase()
  return market && (PHONE_COUNTRIES as readonly string[]).includes(market) ? market : null
}
