import type { AnyObject, ObjectSchema } from "yup"
import { MESSAGES } from "../../src/domain/forms/rules"
import { MULTI_LINE_FIELDS, normaliseText } from "../../src/domain/forms/text"

/**
 * Values held to the types of the form's schema before yup sees them: yup would turn `"true"` and
 * `[1]` into a consent and `true` or `1e308` into text. The browser sends the values its own copy
 * of the schema made (react-hook-form's resolver), so a value of another type never comes from the
 * form. Every string is normalised on the way (src/domain/forms/text.ts).
 */
interface Description {
  type: string
  fields?: Record<string, Description>
  innerType?: Description
}

export type StrictResult = { ok: true; value: Record<string, unknown> } | { ok: false; errors: Record<string, string> }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The value, typed as the description says (strings normalised), or undefined when it is of another type. */
function strict(description: Description | undefined, value: unknown, name: string, errors: Record<string, string>, path: string): unknown {
  if (value === null || value === undefined || !description) return value
  const refuse = () => {
    errors[path] ??= MESSAGES.INVALID_VALUE
    return undefined
  }
  switch (description.type) {
    case "string":
      return typeof value === "string" ? normaliseText(value, MULTI_LINE_FIELDS.has(name)) : refuse()
    case "boolean":
      return typeof value === "boolean" ? value : refuse()
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : refuse()
    case "array":
      return Array.isArray(value)
        ? value.map((item, index) => strict(description.innerType, item, name, errors, `${path}[${index}]`))
        : refuse()
    case "object":
      return isPlainObject(value) ? strictObject(description.fields ?? {}, value, errors, `${path}.`) : refuse()
    default:
      // mixed: the schema compares with its own list of choices (strict equality, no casting).
      return typeof value === "string" ? normaliseText(value, false) : value
  }
}

function strictObject(fields: Record<string, Description>, input: Record<string, unknown>, errors: Record<string, string>, prefix = "") {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, strict(fields[name], value, name, errors, `${prefix}${name}`)]),
  )
}

export function strictValues<T extends AnyObject>(schema: ObjectSchema<T>, input: Record<string, unknown>): StrictResult {
  const errors: Record<string, string> = {}
  const value = strictObject((schema.describe() as Description).fields ?? {}, input, errors)
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}
