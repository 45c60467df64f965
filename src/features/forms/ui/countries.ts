import { COUNTRY_CODES } from "../../../domain/countries"
import { getLocale } from "../../../config/locales"
import type { Option } from "./inputs"

const cache = new Map<string, Option[]>()

/**
 * Every country by its localised name (the browser's own Intl.DisplayNames, so no name tables are
 * shipped), sorted the way the locale sorts.
 */
export function countryOptions(locale: string): Option[] {
  const cached = cache.get(locale)
  if (cached) return cached
  const tag = getLocale(locale).hreflang
  const names = new Intl.DisplayNames([tag], { type: "region", fallback: "code" })
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, tag),
  )
  cache.set(locale, options)
  return options
}

export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([getLocale(locale).hreflang], { type: "region", fallback: "code" }).of(code.toUpperCase()) ?? code
}
