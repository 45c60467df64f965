import { getLocale } from "../../config/locales"

/**
 * Numbers of the results in the visitor's locale: tonnes with one decimal, percentages whole,
 * trees and square metres as whole numbers, each with the locale's separators.
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(getLocale(locale).hreflang, options)
    formatters.set(key, format)
  }
  return format
}

export function formatTonnes(value: number, locale: string): string {
  return formatter(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
}

/** A share (0.797) as a percentage ("80 %" in French, "80%" in English). */
export function formatPercent(share: number, locale: string): string {
  return formatter(locale, { style: "percent", maximumFractionDigits: 0 }).format(share)
}

export function formatWhole(value: number, locale: string): string {
  return formatter(locale, { maximumFractionDigits: 0 }).format(Math.round(value))
}

/** The name of a country in the visitor's language ("nl" -> "Niederlande" on a German page). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([getLocale(locale).hreflang], { type: "region" }).of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}
