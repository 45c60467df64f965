/**
 * The locales the site is published in. A locale is also the Drupal langcode and the first
 * path segment (/{locale}/{slug}). One place for the list: gatsby-config, page creation, the
 * content server and the functions all import it.
 */
export interface LocaleDefinition {
  /** Path segment and Drupal langcode, e.g. "nl-be". */
  code: string
  /** BCP 47 tag for <html lang> and hreflang, e.g. "nl-BE". */
  hreflang: string
  /** Language name in its own language, for the switcher. */
  nativeName: string
  /** ISO 3166-1 alpha-2 of the market, lower case; null for the international site. */
  country: string | null
}

export const DEFAULT_LOCALE = "en"

export const LOCALES: readonly LocaleDefinition[] = [
  { code: "en", hreflang: "en", nativeName: "English", country: null },
  { code: "en-gb", hreflang: "en-GB", nativeName: "English", country: "gb" },
  { code: "nl", hreflang: "nl-NL", nativeName: "Nederlands", country: "nl" },
  { code: "nl-be", hreflang: "nl-BE", nativeName: "Nederlands", country: "be" },
  { code: "fr-be", hreflang: "fr-BE", nativeName: "Français", country: "be" },
  { code: "de", hreflang: "de-DE", nativeName: "Deutsch", country: "de" },
  { code: "de-ch", hreflang: "de-CH", nativeName: "Deutsch", country: "ch" },
  { code: "fr-ch", hreflang: "fr-CH", nativeName: "Français", country: "ch" },
  { code: "de-at", hreflang: "de-AT", nativeName: "Deutsch", country: "at" },
  { code: "fr", hreflang: "fr-FR", nativeName: "Français", country: "fr" },
  { code: "da", hreflang: "da-DK", nativeName: "Dansk", country: "dk" },
  { code: "pl", hreflang: "pl-PL", nativeName: "Polski", country: "pl" },
  { code: "fi", hreflang: "fi-FI", nativeName: "Suomi", country: "fi" },
  { code: "it", hreflang: "it-IT", nativeName: "Italiano", country: "it" },
  { code: "es", hreflang: "es-ES", nativeName: "Español", country: "es" },
  { code: "nb", hreflang: "nb-NO", nativeName: "Norsk bokmål", country: "no" },
  { code: "sv", hreflang: "sv-SE", nativeName: "Svenska", country: "se" },
  { code: "en-ca", hreflang: "en-CA", nativeName: "English", country: "ca" },
  { code: "fr-ca", hreflang: "fr-CA", nativeName: "Français", country: "ca" },
]

export const LOCALE_CODES: readonly string[] = LOCALES.map((locale) => locale.code)

export function isLocale(value: string): boolean {
  return LOCALE_CODES.includes(value)
}

export function getLocale(code: string): LocaleDefinition {
  const locale = LOCALES.find((candidate) => candidate.code === code)
  if (!locale) throw new Error(`Unknown locale "${code}"`)
  return locale
}

/** The language part of a locale ("fr-be" -> "fr"), as HubSpot's hs_language wants it. */
export function languageOf(locale: string): string {
  return locale.split("-")[0]
}
