import { object } from "yup"
import { email, privacy, requiredText } from "../../src/features/forms/schema/fields"
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

  it("refuses values the schema itself trips over, rather than failing", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    // yup turns an object into text with its own toString, which JSON can make a string.
    await expect(validateValues(schema, { company: { toString: "x" }, email: "jan@example.nl", privacy: true })).resolves.toEqual({
      ok: false,
      errors: { values: "INVALID_CHOICE" },
    })
    expect(log).toHaveBeenCalledWith("Values the form's schema could not read", expect.any(String))
    log.mockRestore()
  })
})
