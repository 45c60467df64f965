import { getLocale } from "../../config/locales"

/**
 * The e-reefer calculator's data from Drupal (taxonomy terms, src/drupal/model/calculator.ts): the
 * haul types with their emission factors, and the country average of the page's market.
 */
export interface HaulTypeData {
  readonly drupal_id: string | null
  readonly name: string | null
  readonly field_diesel_factor: number | null
  readonly field_electric_factor: number | null
}

export interface CountryAverageData {
  readonly drupal_id: string | null
  readonly field_country_code: string | null
  readonly field_average_factor: number | null
}

export interface HaulTypeView {
  id: string
  name: string
  dieselFactor: number
  electricFactor: number
}

export interface CalculatorDataView {
  haulTypes: HaulTypeView[]
  countryAverage: number
  /** The market whose average applies (ISO alpha-2, lower case), or null for the default average. */
  country: string | null
}

const isFactor = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0

function mapHaulType(term: HaulTypeData): HaulTypeView | null {
  if (!term.drupal_id || !term.name || !isFactor(term.field_diesel_factor) || !isFactor(term.field_electric_factor)) return null
  return { id: term.drupal_id, name: term.name, dieselFactor: term.field_diesel_factor, electricFactor: term.field_electric_factor }
}

/**
 * The haul types in their order, and the country average of the locale's market country, else the
 * default (the term without a country code). Null when the data to calculate with is missing.
 */
export function mapCalculatorData(
  haulTypes: readonly HaulTypeData[],
  countries: readonly CountryAverageData[],
  locale: string,
): CalculatorDataView | null {
  const types = haulTypes.flatMap((term) => mapHaulType(term) ?? [])
  const market = getLocale(locale).country
  const averages = countries.filter((term) => isFactor(term.field_average_factor))
  const own = market ? averages.find((term) => term.field_country_code?.toLowerCase() === market) : undefined
  const chosen = own ?? averages.find((term) => !term.field_country_code)
  if (types.length === 0 || !chosen) return null
  return { haulTypes: types, countryAverage: chosen.field_average_factor!, country: own ? market : null }
}
