import { isLocale, getLocale } from "../config/locales"
import { localeHomePath } from "./routing"

/** A country of the switcher as the content defines it (taxonomy_term--country). */
export interface CountryEntry {
  name: string
  /** ISO 3166-1 alpha-2, lower case; null for the international site. */
  code: string | null
  locales: readonly string[]
}

export interface SwitcherLink {
  locale: string
  hreflang: string
  /** The language's name in its own language. */
  language: string
  /** The same page's translation in that locale, or that locale's home. */
  path: string
  /** Whether the page has a translation in that locale. */
  translated: boolean
  current: boolean
}

export interface SwitcherCountry {
  name: string
  code: string | null
  links: SwitcherLink[]
  current: boolean
}

/**
 * The countries of the language and country switcher with their locales. Switching goes to the
 * same page's translation where it exists, else to that locale's home. Locales the site does not
 * publish are left out, and so are countries left without any.
 */
export function switcherCountries(
  countries: readonly CountryEntry[],
  translations: ReadonlyArray<{ locale: string; path: string }>,
  currentLocale: string,
): SwitcherCountry[] {
  const translationPaths = new Map(translations.map((translation) => [translation.locale, translation.path]))
  return countries.flatMap((country) => {
    const links = country.locales.filter(isLocale).map((locale): SwitcherLink => {
      const definition = getLocale(locale)
      const translated = translationPaths.get(locale)
      return {
        locale,
        hreflang: definition.hreflang,
        language: definition.nativeName,
        path: translated ?? localeHomePath(locale),
        translated: translated !== undefined,
        current: locale === currentLocale,
      }
    })
    if (!links.length) return []
    return [{ name: country.name, code: country.code, links, current: links.some((link) => link.current) }]
  })
}
