import { calculationMessage, type CalculatorContactValues } from "../calculator/lead"
import { E_ASSET_NAMES } from "../calculator/constants"
import { enquiryPayload, type HubSpotPayload, type SubmissionMeta } from "./common"

/** Tonnes CO₂e per year as a HubSpot number property takes it: a dot, at most three decimals (kilograms). */
const tonnes = (value: number) => String(Math.round(value * 1000) / 1000)

/** Several answers, as HubSpot's multiple checkboxes take them. */
const several = (values: readonly string[]) => values.join(";")

/**
 * The e-reefer calculator's lead (spec: forms sections 3 "Calculator answers" and 7): the
 * visitor's details as the other enquiry forms send them, each answer of the calculator as its own
 * property, so the CRM can segment on them, and the result the visitor saw. The e-assets go by the
 * names the CRM knows (the e-asset names map); the message sums it all up in English for the
 * specialist who calls back. The HubSpot form must declare every one of these fields.
 */
export function calculatorLeadFields(values: CalculatorContactValues): Record<string, string> {
  const { calculation } = values
  const [recommended] = calculation.solutions
  return {
    email: values.email,
    firstname: values.first_name,
    lastname: values.last_name,
    phone: values.phone,
    company: values.company,
    enquiry_subject: "e-Reefer",
    // Step one: question1 (drivers), question2 (e-assets).
    calculator_drivers: several(calculation.drivers),
    asset_type: several(calculation.assets.map((asset) => E_ASSET_NAMES[asset])),
    // Step two: question1 (haul type), question2 (frequency), question3 (charging infrastructure), question4 (hours).
    calculator_haul_type: calculation.haul_type,
    calculator_frequency: calculation.frequency,
    calculator_charging_infrastructure: several(calculation.infrastructure),
    calculator_operating_hours: String(calculation.hours),
    // The result: the diesel reefer's emissions and the recommended solution's.
    calculator_diesel_emissions: tonnes(calculation.diesel_total),
    calculator_recommended_solution: recommended.solution,
    calculator_recommended_emissions: tonnes(recommended.electric_total),
    message: calculationMessage(values),
  }
}

/** The calculator's payload: its fields, then language and campaign values, context and consent, as every enquiry form. */
export function buildCalculatorPayload(values: CalculatorContactValues, meta: SubmissionMeta): HubSpotPayload {
  return enquiryPayload(calculatorLeadFields(values), meta, values)
}
