import type { DefaultValues, FieldValues } from "react-hook-form"

/**
 * A form's initial values (spec: forms section 3): text empty, choices null, checkboxes false
 * (privacy preset ticked in the new multi-step forms). Null is what an unchosen choice is, which
 * react-hook-form's types do not foresee.
 */
export function initialValues<T extends FieldValues>(values: { [K in keyof T]: unknown }): DefaultValues<T> {
  return values as DefaultValues<T>
}
