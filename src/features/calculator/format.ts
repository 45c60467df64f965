import { getLocale } from "../../config/locales"
import { oncePerKey } from "../../domain/once-per-key"
import { countryName as regionName } from "../../domain/postal-address"

/**
 * Numbers of the results in the visitor's locale: tonnes with one decimal, percentages whole,
 * trees and square metres as whole numbers, each with the locale's separators.
 */
const numberFormat = (options: Intl.NumberFormatOptions) =>
  oncePerKey((locale) => new Intl.NumberFormat(getLocale(locale).hreflang, options))

const tonnes = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })
const percent = numberFormat({ style: "percent", maximumFractionDigits: 0 })
const whole = numberFormat({ maximumFractionDigits: 0 })

export function formatTonnes(value: number, locale: string): string {
  return tonnes(locale).format(value)
}

/** A share (0.797) as a percentage ("80 %" in French, "80%" in English). */
export function formatPercent(share: number, locale: string): string {
  return percent(locale).format(share)
}

export function formatWhole(value: number, locale: string): string {
  return whole(locale).format(Math.round(value))
}

/** The name of a country in the visitor's language ("nl" -> "Niederlande" on a German page). */
export function countryName(code: string, locale: string): string {
  return regionName(code.toUpperCase(), getLocale(locale).hreflang)
}
