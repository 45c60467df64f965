import { ValidationError } from "yup"
import { registrationLookupSchema, registrationQueryString, registrationSendSchema } from "./lookup"

async function errorsOf(schema: typeof registrationLookupSchema, input: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(input, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]))
  }
}

describe("the registration lookup schema", () => {
  it("needs at least one of trailer, license and vin", async () => {
    expect(await errorsOf(registrationLookupSchema, { trailer: "", license: " ", vin: "" })).toEqual({ identifiers: "LEAST_ONE" })
    expect(await errorsOf(registrationLookupSchema, {})).toEqual({ identifiers: "LEAST_ONE" })
    expect(await errorsOf(registrationLookupSchema, { vin: "WSM00000003204518" })).toEqual({})
    expect(await errorsOf(registrationLookupSchema, { license: "OR-12-KX" })).toEqual({})
  })

  it("trims the fields and leaves out empty ones from the query", async () => {
    const values = await registrationLookupSchema.validate({ trailer: "  FL-204518 ", license: "", vin: undefined, email: "" })
    expect(values).toEqual({ trailer: "FL-204518", license: "", vin: "", email: "" })
    expect(registrationQueryString(values)).toBe("trailer=FL-204518")
  })

  it("takes an e-mail address only when it is valid, and needs one to send the documents", async () => {
    expect(await errorsOf(registrationLookupSchema, { trailer: "FL-1", email: "not-an-address" })).toEqual({ email: "EMAIL" })
    expect(await errorsOf(registrationLookupSchema, { trailer: "FL-1", email: "fleet@haulier.example" })).toEqual({})
    expect(await errorsOf(registrationSendSchema, { trailer: "FL-1", email: "" })).toEqual({ email: "EMAIL" })
    expect(await errorsOf(registrationSendSchema, { trailer: "FL-1", email: " fleet@haulier.example " })).toEqual({})
  })

  it("refuses values too long to be a trailer number, plate or VIN", async () => {
    expect(await errorsOf(registrationLookupSchema, { vin: "W".repeat(41) })).toEqual({ vin: "TOO_LONG" })
  })
})
