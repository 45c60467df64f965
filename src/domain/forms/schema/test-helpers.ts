import { ValidationError, type AnyObject, type ObjectSchema } from "yup"

/** The first message of each invalid field, as the form shows them. */
export async function errorsOf(schema: ObjectSchema<AnyObject>, values: unknown, context: AnyObject = {}): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false, context })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: Record<string, string> = {}
    for (const inner of error.inner) if (inner.path) errors[inner.path] ??= String(inner.message)
    return errors
  }
}
