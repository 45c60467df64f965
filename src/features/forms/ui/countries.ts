import type { Option } from "../../../domain/forms/options"

/**
 * A country's name from the form's list of countries (made at build time: src/domain/forms/country-list.ts),
 * or its code when the list has no such country.
 */
export function countryLabel(countries: readonly Option[], code: string): string {
  const upper = code.toUpperCase()
  return countries.find((country) => country.value === upper)?.label ?? upper
}

/** Where a country comes in the form's list (sorted by name at build time); unknown codes last. */
export function countryRank(countries: readonly Option[], code: string): number {
  const index = countries.findIndex((country) => country.value === code.toUpperCase())
  return index === -1 ? countries.length : index
}
