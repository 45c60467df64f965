import { ValidationError, type AnyObject, type ObjectSchema } from "yup"
import { MESSAGES, isMessageKey } from "../../src/domain/forms/rules"
import { errorMessage } from "./errors"
import { strictValues } from "./strict-values"

/**
 * Validates a form's values on the server with the very schema the browser used. Unknown fields
 * are refused (yup would silently drop them), values must have the schema's types (no casting),
 * text is normalised, and each invalid field gets the message key the browser would have shown:
 * never yup's own English text, which echoes the input.
 */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> }

export async function validateValues<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  context: AnyObject = {},
): Promise<ValidationResult<T>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, errors: { values: MESSAGES.REQUIRED } }
  const known = new Set(Object.keys(schema.fields))
  const unknown = Object.keys(input).filter((key) => !known.has(key))
  if (unknown.length > 0) return { ok: false, errors: Object.fromEntries(unknown.map((key) => [key, MESSAGES.UNKNOWN_FIELD])) }
  const typed = strictValues(schema, input as Record<string, unknown>)
  if (!typed.ok) return typed
  try {
    const value = await schema.validate(typed.value, { abortEarly: false, context, stripUnknown: false })
    return { ok: true, value: value as T }
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      // The schema tripped over a value no form sends (yup calls an object's own "toString", for
      // one): malformed input, answered as such rather than as a server error.
      console.error("Values the form's schema could not read", errorMessage(error))
      return { ok: false, errors: { values: MESSAGES.INVALID_CHOICE } }
    }
    const errors: Record<string, string> = {}
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path || "values"
      errors[path] ??= isMessageKey(inner.message) ? inner.message : MESSAGES.INVALID_VALUE
    }
    return { ok: false, errors }
  }
}
