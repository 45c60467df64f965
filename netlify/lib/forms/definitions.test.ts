import type { CalculatorContactValues } from "../../../src/domain/calculator/lead"
import { DATA_FORM_IDS, HUBSPOT_FORM_IDS, WEB_TO_LEAD_FORM_IDS } from "../../../src/domain/forms/form-ids"
import { calculatorContactSchema } from "../../../src/features/calculator/contact/schema"
import { HUBSPOT_FORM_GUIDS } from "../upstreams/hubspot"
import { DATA_FORMS, HUBSPOT_FORMS, WEB_TO_LEAD_FORMS, type BuildContext, type FormDefinition } from "./definitions"

const context: BuildContext = {
  meta: {
    locale: "de",
    context: { pageUri: "https://www.fleetlane.example/de/e-reefer-rechner/", pageName: "E-Reefer-Rechner" },
    utm: { utm_campaign: "", utm_source: "", utm_medium: "", utm_content: "", utm_term: "" },
  },
  loadLocations: async () => null,
}

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
      haul_type: "Stadtverkehr",
      frequency: "weekly",
      infrastructure: ["limited"],
      hours: 3500,
      diesel_total: 32.13,
      solutions: [
        { solution: "era", electric_total: 1.428 },
        { solution: "battery", electric_total: 7.14 },
      ],
    },
  }

  it("validates with the schema the browser uses", () => {
    expect(HUBSPOT_FORMS.calculator.schema).toBe(calculatorContactSchema)
  })

  it("builds a HubSpot submission to the calculator's own form from the validated values", async () => {
    const validated = await calculatorContactSchema.validate(values)
    // The registry holds its definitions type-erased; this one takes the calculator's values.
    const calculator = HUBSPOT_FORMS.calculator as unknown as FormDefinition<CalculatorContactValues>
    const upstream = await calculator.build(validated, context)
    expect(upstream).toMatchObject({ channel: "hubspot", hubspotForm: "calculator" })
    if (upstream.channel !== "hubspot") throw new Error("not HubSpot")
    const fields = Object.fromEntries(upstream.payload.fields.map((field) => [field.name, field.value]))
    expect(fields).toMatchObject({
      company: "Kühltransporte Müller",
      asset_type: "Commercial Van;Trailer Reefer",
      calculator_charging_infrastructure: "limited",
      calculator_recommended_solution: "era",
      hs_language: "de",
    })
    expect(upstream.payload.legalConsentOptions.consent.communications[0].value).toBe(true)
  })
})
