import { calculate } from "./formulas"
import type { CalculationInputs, CalculationValues } from "./lead"

/**
 * The calculator's factors as the build publishes them for the functions (issue 19): per locale,
 * the haul types (Drupal taxonomy terms) with their emission factors and the country average of
 * the locale's market. The lead's result is recomputed from these on the server, so a browser's
 * numbers are never taken and a haul type must be one of the terms.
 */
export interface HaulTypeFactors {
  id: string
  name: string
  dieselFactor: number
  electricFactor: number
}

export interface CalculatorFactors {
  haulTypes: readonly HaulTypeFactors[]
  countryAverage: number
}

/** The file the build writes into public/ and the submit function reads: factors by locale. */
export type CalculatorFactorsFile = Readonly<Record<string, CalculatorFactors>>

export const CALCULATOR_FACTORS_PATH = "/data/calculator-factors.json"

/**
 * The calculation the sales team gets: the answers, the haul type's name in the page's language,
 * and the result recomputed from the terms' factors. Null when the haul type is not a term of the
 * locale (an invented one, or one of another language).
 */
export function recomputedCalculation(inputs: CalculationInputs, factors: CalculatorFactors): CalculationValues | null {
  const haulType = factors.haulTypes.find((type) => type.id === inputs.haul_type)
  if (!haulType) return null
  const result = calculate({
    dieselFactor: haulType.dieselFactor,
    electricFactor: haulType.electricFactor,
    countryAverage: factors.countryAverage,
    hours: inputs.hours,
    infrastructure: inputs.infrastructure,
  })
  return {
    ...inputs,
    haul_type: haulType.name,
    diesel_total: result.dieselTotal,
    solutions: result.solutions.map((solution) => ({ solution: solution.solution, electric_total: solution.electricTotal })),
  }
}

const isFactor = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0

/** Whether a value read back from the site is a factors file (it could be anything a proxy served). */
export function isCalculatorFactorsFile(value: unknown): value is CalculatorFactorsFile {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false
  return Object.values(value).every(
    (factors: CalculatorFactors) =>
      factors &&
      isFactor(factors.countryAverage) &&
      Array.isArray(factors.haulTypes) &&
      factors.haulTypes.every(
        (type) =>
          typeof type.id === "string" && typeof type.name === "string" && isFactor(type.dieselFactor) && isFactor(type.electricFactor),
      ),
  )
}
