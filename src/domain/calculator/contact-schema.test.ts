import { ValidationError } from "yup"
import { calculatorContactSchema, contactFieldsSchema } from "./contact-schema"

const calculation = {
  drivers: ["costs"],
  assets: ["e-Reefer"],
  haul_type: "urban-distribution-id",
  frequency: "weekly",
  infrastructure: ["none"],
  hours: 3500,
}

const valid = {
  company: " Kühltransporte Müller ",
  first_name: "Jonas",
  last_name: "Müller",
  email: " jonas@mueller.de ",
  phone: "+491511234567",
  receive_tip_newsletter: true,
  privacy: true,
  calculation,
}

/** The message of each field in error, by path. */
async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await calculatorContactSchema.validate(values, { abortEarly: false, strict: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    // The first message of each field, as the form shows it.
    return Object.fromEntries(error.inner.reverse().map((inner) => [inner.path ?? "", inner.message]))
  }
}

describe("the calculator contact schema", () => {
  it("accepts a complete lead, trimmed", async () => {
    const value = await calculatorContactSchema.validate(valid)
    expect(value.company).toBe("Kühltransporte Müller")
    expect(value.email).toBe("jonas@mueller.de")
  })

  it("needs company, names, e-mail and phone, filled and valid, and privacy ticked", async () => {
    const errors = await errorsOf({
      ...valid,
      company: "  ",
      first_name: "",
      last_name: "",
      email: "jonas@mueller",
      phone: "0151 1234 mobil",
      privacy: false,
    })
    expect(errors).toEqual({
      company: "REQUIRED",
      first_name: "REQUIRED",
      last_name: "REQUIRED",
      email: "EMAIL",
      phone: "PHONE",
      privacy: "PRIVACY",
    })
    expect(await errorsOf({ ...valid, phone: "+12345678901234" })).toEqual({ phone: "PHONE" })
    expect(await errorsOf({ ...valid, phone: "" })).toEqual({ phone: "REQUIRED" })
  })

  it("holds the calculation to the steps' rules", async () => {
    expect(await errorsOf({ ...valid, calculation: { ...calculation, hours: 150 } })).toEqual({ "calculation.hours": "INVALID_CHOICE" })
    expect(await errorsOf({ ...valid, calculation: { ...calculation, hours: 0 } })).toEqual({ "calculation.hours": "INVALID_CHOICE" })
    expect(await errorsOf({ ...valid, calculation: { ...calculation, drivers: [] } })).toEqual({ "calculation.drivers": "INVALID_CHOICE" })
    expect(await errorsOf({ ...valid, calculation: { ...calculation, assets: ["e-Bike"] } })).toEqual({
      "calculation.assets[0]": "INVALID_CHOICE",
    })
    expect(await errorsOf({ ...valid, calculation: { ...calculation, frequency: "hourly" } })).toEqual({
      "calculation.frequency": "INVALID_CHOICE",
    })
    const withoutCalculation = Object.keys(await errorsOf({ ...valid, calculation: undefined }))
    expect(withoutCalculation).toContain("calculation.hours")
    expect(withoutCalculation.every((path) => path.startsWith("calculation"))).toBe(true)
  })

  it("takes no result from the browser: the server recomputes it (issue 19, point 10)", async () => {
    const withResult = { ...calculation, diesel_total: 999999, solutions: [{ solution: "era", electric_total: 0 }] }
    const value = await calculatorContactSchema.validate({ ...valid, calculation: withResult })
    expect(value.calculation).toEqual(calculation)
    expect(value.calculation).not.toHaveProperty("diesel_total")
  })

  it("drops fields it does not know, so nothing else reaches the lead", async () => {
    const value = await calculatorContactSchema.validate({ ...valid, recipient: "someone@example.com" })
    expect(value).not.toHaveProperty("recipient")
  })

  it("checks the visitor's own fields without the calculation", async () => {
    const { calculation: _ignored, ...contact } = valid
    await expect(contactFieldsSchema.validate(contact)).resolves.toMatchObject({ last_name: "Müller" })
  })
})
