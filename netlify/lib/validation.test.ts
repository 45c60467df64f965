import { object, string } from "yup"
import { email, privacy, requiredText } from "../../src/domain/forms/schema/fields"
import { validateValues } from "./validation"

const schema = object({ company: requiredText(), email: email(), privacy: privacy() })

describe("validateValues", () => {
  it("gives the validated values", async () => {
    await expect(validateValues(schema, { company: " Jansen ", email: "jan@example.nl", privacy: true })).resolves.toEqual({
      ok: true,
      value: { company: "Jansen", email: "jan@example.nl", privacy: true },
    })
  })

  it("names each invalid field with the message key the browser shows", async () => {
    await expect(validateValues(schema, { company: " ", email: "jan@", privacy: false })).resolves.toEqual({
      ok: false,
      errors: { company: "REQUIRED", email: "EMAIL", privacy: "PRIVACY" },
    })
  })

  it("refuses fields the form does not have, and values that are not an object", async () => {
    await expect(validateValues(schema, { company: "x", recipient: "me@evil.example" })).resolves.toEqual({
      ok: false,
      errors: { recipient: "UNKNOWN_FIELD" },
    })
    await expect(validateValues(schema, ["x"])).resolves.toEqual({ ok: false, errors: { values: "REQUIRED" } })
  })

  it("refuses an object where the schema wants text before yup could trip over it", async () => {
    // yup would turn an object into text with its own toString, which JSON can make a string.
    await expect(validateValues(schema, { company: { toString: "x" }, email: "jan@example.nl", privacy: true })).resolves.toEqual({
      ok: false,
      errors: { company: "INVALID_VALUE" },
    })
  })

  it('takes consent only as the literal true (audit point 9: "true" and [1] were consent)', async () => {
    for (const consent of ["true", [1], 1, "on"]) {
      await expect(validateValues(schema, { company: "Jansen", email: "jan@example.nl", privacy: consent })).resolves.toEqual({
        ok: false,
        errors: { privacy: "INVALID_VALUE" },
      })
    }
  })

  it("takes text only as strings (audit point 9: true and 1e308 were text)", async () => {
    await expect(validateValues(schema, { company: true, email: 1e308, privacy: true })).resolves.toEqual({
      ok: false,
      errors: { company: "INVALID_VALUE", email: "INVALID_VALUE" },
    })
  })

  it("answers message keys only, never yup's English text with the input echoed (audit point 8)", async () => {
    const phoneSchema = object({ phone: string().max(3) })
    const result = await validateValues(phoneSchema, { phone: "+31 6 <script>alert(1)</script>" })
    expect(result).toEqual({ ok: false, errors: { phone: "INVALID_VALUE" } })
    const typed = await validateValues(phoneSchema, { phone: { value: "<script>" } })
    expect(JSON.stringify(typed)).not.toMatch(/must be|final value|script/)
  })

  it("normalises text: no control characters, NFC, line breaks only in a multi-line field (audit point 7)", async () => {
    const withDescription = object({ company: requiredText(), description: requiredText(4000) })
    await expect(
      validateValues(withDescription, { company: "Jan\u0000sen\u001b[2J\r\nB.V.\u202E", description: "Line one\r\nMu\u0308ller\u0007" }),
    ).resolves.toEqual({ ok: true, value: { company: "Jansen[2J B.V.", description: "Line one\nM\u00fcller" } })
  })
})
