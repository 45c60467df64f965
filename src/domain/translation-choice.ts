import { DEFAULT_LOCALE, LOCALES, languageOf } from "../config/locales"

/**
 * Which translation of a page a card on a page in another locale links to (a location in the
 * finder, a nearby location): the visitor's locale; else the same language in another region
 * (a /de/ visitor gets /de-at/ Graz, a /nl/ visitor /nl-be/ Antwerpen), the page's own
 * market's first; else the page's own market's locale (its country's); else the default locale;
 * else any. Null when the page has no translation at all.
 */
export function preferredTranslation(visitorLocale: string, available: readonly string[], ownCountry: string | null): string | null {
  if (!available.length) return null
  if (available.includes(visitorLocale)) return visitorLocale
  const own = ownLocales(ownCountry)
  const inLocaleOrder = (locales: readonly string[]) => [...locales].sort((a, b) => localeRank(a, own) - localeRank(b, own))
  const language = languageOf(visitorLocale)
  const sameLanguage = inLocaleOrder(available.filter((locale) => languageOf(locale) === language))
  if (sameLanguage.length) return sameLanguage[0]
  const market = own.find((locale) => available.includes(locale))
  if (market) return market
  if (available.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE
  return inLocaleOrder(available)[0]
}

/** The locales of a country's market, in the site's order ("be" -> nl-be, fr-be). */
export function ownLocales(country: string | null): string[] {
  if (!country) return []
  return LOCALES.filter((locale) => locale.country === country.toLowerCase()).map((locale) => locale.code)
}

/** The page's own market's locales first, then the site's order of locales. */
function localeRank(locale: string, own: readonly string[]): number {
  const index = LOCALES.findIndex((definition) => definition.code === locale)
  return (own.includes(locale) ? 0 : LOCALES.length) + (index < 0 ? LOCALES.length : index)
}
