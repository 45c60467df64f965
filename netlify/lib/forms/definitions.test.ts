import type { CalculatorFactorsFile } from "../../../src/domain/calculator/factors"
import type { CalculatorLeadValues } from "../../../src/domain/calculator/lead"
import { DATA_FORM_IDS, HUBSPOT_FORM_IDS, WEB_TO_LEAD_FORM_IDS } from "../../../src/domain/forms/form-ids"
import { calculatorContactSchema } from "../../../src/domain/calculator/contact-schema"
import { HUBSPOT_FORM_GUIDS } from "../upstreams/hubspot"
import {
  CalculatorFactorsUnavailable,
  DATA_FORMS,
  HUBSPOT_FORMS,
  WEB_TO_LEAD_FORMS,
  type BuildContext,
  type FormDefinition,
} from "./definitions"

const context: BuildContext = {
  meta: {
    locale: "de",
    context: { pageUri: "https://www.fleetlane.example/de/e-reefer-rechner/", pageName: "E-Reefer-Rechner" },
    utm: { utm_campaign: "", utm_source: "", utm_medium: "", utm_content: "", utm_term: "" },
  },
  loadLocations: async () => null,
  loadCalculatorFactors: async () => null,
}

/** The build's factors file: the German city haul type (9 and 2 kg CO₂e per hour) and Germany's average. */
const factors: CalculatorFactorsFile = {
  de: { haulTypes: [{ id: "city-id", name: "Stadtverkehr", dieselFactor: 9, electricFactor: 2 }], countryAverage: 1.02 },
}
const withFactors: BuildContext = { ...context, loadCalculatorFactors: async () => factors }

describe("the form definitions", () => {
  it("define every form id its endpoint names, and no other", () => {
    expect(Object.keys(HUBSPOT_FORMS).sort()).toEqual([...HUBSPOT_FORM_IDS].sort())
    expect(Object.keys(DATA_FORMS).sort()).toEqual([...DATA_FORM_IDS].sort())
    expect(Object.keys(WEB_TO_LEAD_FORMS).sort()).toEqual([...WEB_TO_LEAD_FORM_IDS].sort())
  })

  it("give every HubSpot form a form GUID of its own", () => {
    const guids = [...HUBSPOT_FORM_IDS, ...DATA_FORM_IDS].map((id) => HUBSPOT_FORM_GUIDS[id])
    guids.forEach((guid) => expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))
    expect(new Set(guids).size).toBe(guids.length)
  })
})

describe("the calculator form", () => {
  const values = {
    company: " Kühltransporte Müller ",
    first_name: "Jonas",
    last_name: "Müller",
    email: "jonas@mueller.de",
    phone: "+491511234567",
    receive_tip_newsletter: true,
    privacy: true,
    calculation: {
      drivers: ["regulation"],
      assets: ["e-Van", "e-Reefer"],
      haul_type: "city-id",
      frequency: "weekly",
      infrastructure: ["limited"],
      hours: 3500,
    },
  }
  // The registry holds its definitions type-erased; this one takes the calculator's values.
  const calculator = HUBSPOT_FORMS.calculator as unknown as FormDefinition<CalculatorLeadValues>

  it("validates with the schema the browser uses", () => {
    expect(HUBSPOT_FORMS.calculator.schema).toBe(calculatorContactSchema)
  })

  it("builds a HubSpot submission to the calculator's own form, the result recomputed from the haul type's factors", async () => {
    const validated = await calculatorContactSchema.validate(values)
    const upstream = await calculator.build(validated, withFactors)
    expect(upstream).toMatchObject({ channel: "hubspot", hubspotForm: "calculator" })
    if (upstream.channel !== "hubspot") throw new Error("not HubSpot")
    const fields = Object.fromEntries(upstream.payload.fields.map((field) => [field.name, field.value]))
    expect(fields).toMatchObject({
      company: "Kühltransporte Müller",
      asset_type: "Commercial Van;Trailer Reefer",
      calculator_haul_type: "Stadtverkehr",
      calculator_charging_infrastructure: "limited",
      // 9 x 1.02 x 3500 / 1000 = 32.13 t; era 0.2 x 2 x 1.02 x 3500 / 1000 = 1.428 t
      calculator_diesel_emissions: "32.13",
      calculator_recommended_solution: "era",
      calculator_recommended_emissions: "1.428",
      hs_language: "de",
    })
    expect(upstream.payload.legalConsentOptions.consent.communications[0].value).toBe(true)
  })

  it("refuses a haul type that is not one of the locale's terms (issue 19, point 10)", async () => {
    const invented = { ...values, calculation: { ...values.calculation, haul_type: "Mondfahrt" } }
    await expect(calculator.build(await calculatorContactSchema.validate(invented), withFactors)).rejects.toMatchObject({
      field: "calculation.haul_type",
      messageKey: "INVALID_CHOICE",
    })
    // A term of another language is not one of this page's either.
    await expect(
      calculator.build(await calculatorContactSchema.validate(values), { ...withFactors, meta: { ...context.meta, locale: "nl" } }),
    ).rejects.toMatchObject({
      field: "calculation.haul_type",
    })
  })

  it("takes no lead whose result it cannot recompute (the factors could not be read)", async () => {
    await expect(calculator.build(await calculatorContactSchema.validate(values), context)).rejects.toBeInstanceOf(
      CalculatorFactorsUnavailable,
    )
  })
})
