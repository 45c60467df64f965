import { recomputedCalculation } from "../calculator/factors"
import { calculationMessage, calculationValues, type CalculatorContactValues } from "../calculator/lead"
import { UTM_KEYS } from "../marketing/utm"
import { buildCalculatorPayload, calculatorLeadFields } from "./calculator"
import { MARKETING_CONSENT_TEXT, PROCESSING_CONSENT_TEXT, SUBSCRIPTION_TYPE_IDS, type SubmissionMeta } from "./common"

// The worked example of formulas.test.ts: long haul (7.4 and 1.5 kg CO₂e per hour), the Dutch
// average 1.02, 2000 hours, charging available: diesel 15.096 t, battery-only 3.06 t, era 0.612 t.
const factors = { haulTypes: [{ id: "long-haul-id", name: "Lange afstand", dieselFactor: 7.4, electricFactor: 1.5 }], countryAverage: 1.02 }
const noResult = { dieselTotal: 0, solutions: [] } as never

/** The calculation as the server completes it from the answers the browser sent. */
function completed(summary: Parameters<typeof calculationValues>[0]) {
  return recomputedCalculation(calculationValues(summary), factors)!
}

const values: CalculatorContactValues = {
  company: "Koelvervoer Jansen",
  first_name: "Anna",
  last_name: "Jansen",
  email: "anna@jansen.nl",
  phone: "+31612345678",
  receive_tip_newsletter: true,
  privacy: true,
  calculation: completed({
    drivers: { question1: ["sustainability", "noise"], question2: ["e-Reefer", "e-Tractor"] },
    usage: { question1: "long-haul-id", question2: "daily", question3: ["available", "limited"], question4: 2000 },
    haulTypeName: "Lange afstand",
    result: noResult,
  }),
}

const meta: SubmissionMeta = {
  locale: "nl-be",
  context: { hutk: "0123456789abcdef0123456789abcdef", pageUri: "https://www.fleetlane.example/nl-be/e-reefer/", pageName: "e-Reefer" },
  utm: { utm_campaign: "spring", utm_source: "google", utm_medium: "cpc", utm_content: "", utm_term: "reefer" },
}

describe("the calculator's HubSpot fields", () => {
  it("send the visitor's details, each answer of both steps, and the result the visitor saw", () => {
    expect(calculatorLeadFields(values)).toEqual({
      email: "anna@jansen.nl",
      firstname: "Anna",
      lastname: "Jansen",
      phone: "+31612345678",
      company: "Koelvervoer Jansen",
      enquiry_subject: "e-Reefer",
      calculator_drivers: "sustainability;noise",
      asset_type: "Trailer Reefer;Truck Standard",
      calculator_haul_type: "Lange afstand",
      calculator_frequency: "daily",
      calculator_charging_infrastructure: "available;limited",
      calculator_operating_hours: "2000",
      calculator_diesel_emissions: "15.096",
      calculator_recommended_solution: "battery",
      calculator_recommended_emissions: "3.06",
      message: calculationMessage(values),
    })
  })

  it("name the recommended solution of the answers: era first without charging infrastructure", () => {
    const calculation = completed({
      drivers: { question1: ["costs"], question2: ["e-Reefer"] },
      usage: { question1: "long-haul-id", question2: "weekly", question3: ["none"], question4: 2000 },
      haulTypeName: "Long haul",
      result: noResult,
    })
    const fields = calculatorLeadFields({ ...values, calculation })
    expect(fields.calculator_recommended_solution).toBe("era")
    // 0.2 x 1.5 x 1.02 x 2000 / 1000 = 0.612 t
    expect(fields.calculator_recommended_emissions).toBe("0.612")
    expect(fields.calculator_charging_infrastructure).toBe("none")
  })
})

describe("the calculator's HubSpot payload", () => {
  it("adds language, campaign values, context and both consents, as every enquiry form does", () => {
    const payload = buildCalculatorPayload(values, meta)
    expect(payload.fields.map((field) => field.name).slice(-6)).toEqual(["hs_language", ...UTM_KEYS])
    expect(payload.fields).toContainEqual({ name: "hs_language", value: "nl" })
    expect(payload.fields).toContainEqual({ name: "utm_term", value: "reefer" })
    expect(payload.context).toEqual(meta.context)
    expect(payload.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: PROCESSING_CONSENT_TEXT,
        communications: [{ value: true, subscriptionTypeId: SUBSCRIPTION_TYPE_IDS.enquiry, text: MARKETING_CONSENT_TEXT }],
      },
    })
  })

  it("sends the newsletter box unticked as no marketing e-mail", () => {
    const payload = buildCalculatorPayload(
      { ...values, receive_tip_newsletter: false },
      { ...meta, context: { pageUri: meta.context.pageUri, pageName: "" } },
    )
    expect(payload.legalConsentOptions.consent.communications[0].value).toBe(false)
    expect(payload.context).not.toHaveProperty("hutk")
  })
})
