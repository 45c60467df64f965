import { LOCALE_CODES } from "../../src/config/locales"
import type { CalculatorFactorsFile } from "../../src/domain/calculator/factors"
import { mapCalculatorData, type CountryAverageData, type HaulTypeData } from "../../src/drupal/mappers/calculator"

export interface HaulTypeNode extends HaulTypeData {
  readonly langcode: string | null
}

/**
 * The calculator's factors by locale, as each locale's calculator page computes with them (the
 * same mapper: the locale's haul type terms, its market's country average or the default one).
 * Locales without the data to calculate with are left out, and their leads are refused.
 */
export function calculatorFactorsFile(haulTypes: readonly HaulTypeNode[], countries: readonly CountryAverageData[]): CalculatorFactorsFile {
  const file: Record<
    string,
    { haulTypes: Array<{ id: string; name: string; dieselFactor: number; electricFactor: number }>; countryAverage: number }
  > = {}
  for (const locale of LOCALE_CODES) {
    const data = mapCalculatorData(
      haulTypes.filter((term) => term.langcode === locale),
      countries,
      locale,
    )
    if (data) file[locale] = { haulTypes: data.haulTypes, countryAverage: data.countryAverage }
  }
  return file
}
