import { array, mixed, number, object, type ObjectSchema } from "yup"
import { isValidOperatingHours } from "./answers"
import { DRIVERS, E_ASSETS, FREQUENCIES, INFRASTRUCTURE, type Driver, type EAsset, type Frequency, type Infrastructure } from "./constants"
import type { CalculationInputs, CalculatorLeadValues } from "./lead"
import { MESSAGES } from "../forms/rules"
import { email, newsletterOptIn, privacy, requiredPhone, requiredText } from "../forms/schema/fields"

/** One of a fixed list. */
const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .oneOf([...values], MESSAGES.INVALID_CHOICE)
    .defined(MESSAGES.INVALID_CHOICE)
    .nonNullable(MESSAGES.INVALID_CHOICE)

/** Several of a fixed list, at least one. */
const someOf = <T extends string>(values: readonly T[]) =>
  array(oneOf(values)).min(1, MESSAGES.INVALID_CHOICE).max(values.length, MESSAGES.INVALID_CHOICE).defined().required()

/** A haul type's term id (a Drupal uuid, or the demo content's own ids). */
const HAUL_TYPE_ID_MAX_LENGTH = 64

/**
 * The answers the lead is about (steps 0 and 1), held to the steps' own rules. No result: the
 * server recomputes it from the haul type's factors, and a result sent along is an unknown field.
 */
const calculationSchema: ObjectSchema<CalculationInputs> = object({
  drivers: someOf<Driver>(DRIVERS),
  assets: someOf<EAsset>(E_ASSETS),
  haul_type: requiredText(HAUL_TYPE_ID_MAX_LENGTH),
  frequency: oneOf<Frequency>(FREQUENCIES),
  infrastructure: someOf<Infrastructure>(INFRASTRUCTURE),
  hours: number()
    .required(MESSAGES.INVALID_CHOICE)
    .test("operating-hours", MESSAGES.INVALID_CHOICE, (hours) => isValidOperatingHours(hours)),
})
  .noUnknown(true, MESSAGES.UNKNOWN_FIELD)
  .required()

/**
 * The calculator's contact step (step 3; spec: forms sections 4 and 5), form id "calculator":
 * company, first and last name, e-mail and phone filled and valid, privacy ticked, and the
 * calculation. Made of the enquiry forms' field rules; the browser and POST
 * /api/submit-hubspot-data (netlify/lib/forms/definitions.ts) validate with this very schema.
 */
export const calculatorContactSchema: ObjectSchema<CalculatorLeadValues> = object({
  company: requiredText(),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
  calculation: calculationSchema,
}).noUnknown(true, MESSAGES.UNKNOWN_FIELD)

/** The fields whose validity enables the submit button (spec: forms section 4). */
export const CONTACT_REQUIRED_FIELDS = ["company", "first_name", "last_name", "email", "phone"] as const

/** The visitor's own fields, in the order the form shows them. */
export type ContactField = (typeof CONTACT_REQUIRED_FIELDS)[number]

export type CalculatorContactFormValues = Omit<CalculatorLeadValues, "calculation">

export const EMPTY_CONTACT: CalculatorContactFormValues = {
  company: "",
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  receive_tip_newsletter: false,
  privacy: false,
}

/** The schema of the form's own fields (the calculation is added when it is sent). */
export const contactFieldsSchema = calculatorContactSchema.omit(["calculation"])
