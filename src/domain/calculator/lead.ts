import type { ConsentValues } from "../forms/values"
import type { DriverAnswers, UsageAnswers } from "./answers"
import { E_ASSET_NAMES, type Driver, type EAsset, type Frequency, type Infrastructure, type Solution } from "./constants"
import type { CalculatorResult } from "./formulas"

/**
 * The lead the calculator's contact step sends (spec: forms sections 4 and 7): the visitor's
 * details and their answers. The browser sends the answers only, the haul type by its term id;
 * the server looks the haul type up among the terms and recomputes the result from their factors
 * (issue 19: a browser's numbers are never taken), so the specialist who calls knows what was
 * calculated.
 */
export interface CalculationInputs {
  drivers: Driver[]
  assets: EAsset[]
  /** The haul type's term id (Drupal uuid); its name once the server has looked it up. */
  haul_type: string
  frequency: Frequency
  infrastructure: Infrastructure[]
  hours: number
}

/** The calculation as the server completes it: the haul type's name in the visitor's language, and the result. */
export interface CalculationValues extends CalculationInputs {
  /** Tonnes CO₂e per year. */
  diesel_total: number
  /** Tonnes CO₂e per year of each solution, the recommended one first. */
  solutions: Array<{ solution: Solution; electric_total: number }>
}

interface ContactValues extends ConsentValues {
  company: string
  first_name: string
  last_name: string
  email: string
  phone: string
}

/** What the contact step sends (form id "calculator"), as the enquiry forms' values. */
export interface CalculatorLeadValues extends ContactValues {
  calculation: CalculationInputs
}

/** The lead as the server builds the CRM's fields from it, with the recomputed calculation. */
export interface CalculatorContactValues extends ContactValues {
  calculation: CalculationValues
}

export interface CalculationSummary {
  drivers: DriverAnswers
  usage: UsageAnswers
  haulTypeName: string
  result: CalculatorResult
}

/** What the contact step sends about the calculation: the answers of the calculator's state. */
export function calculationValues({ drivers, usage }: CalculationSummary): CalculationInputs {
  return {
    drivers: [...drivers.question1],
    assets: [...drivers.question2],
    haul_type: usage.question1!,
    frequency: usage.question2!,
    infrastructure: [...usage.question3],
    hours: usage.question4!,
  }
}

const SOLUTION_NAMES: Readonly<Record<Solution, string>> = { battery: "Battery-only e-reefer", era: "E-reefer with ERA" }

const tonnes = (value: number) => `${value.toFixed(1)} t CO2e/year`

/** The lead's message for the sales team, in English whatever the page's language. */
export function calculationMessage(values: CalculatorContactValues): string {
  const { calculation } = values
  const solutions = calculation.solutions.map(({ solution, electric_total }, index) => {
    const share =
      calculation.diesel_total > 0 ? Math.round((100 * (calculation.diesel_total - electric_total)) / calculation.diesel_total) : 0
    return `${index === 0 ? "Recommended" : "Alternative"}: ${SOLUTION_NAMES[solution]}, ${tonnes(electric_total)} (${share}% less)`
  })
  return [
    "E-reefer calculator",
    `Company: ${values.company}`,
    `Interested in: ${calculation.assets.map((asset) => E_ASSET_NAMES[asset]).join(", ")}`,
    `Motives: ${calculation.drivers.join(", ")}`,
    `Haul type: ${calculation.haul_type}; frequency: ${calculation.frequency}; charging infrastructure: ${calculation.infrastructure.join(", ")}`,
    `Operating hours per year: ${calculation.hours}`,
    `Diesel reefer: ${tonnes(calculation.diesel_total)}`,
    ...solutions,
  ].join("\n")
}
