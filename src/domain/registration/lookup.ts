import { object, string, type InferType } from "yup"
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../forms/rules"

/** Our own endpoint (netlify/functions/registration-search.mts), which asks the registration service. */
export const REGISTRATION_SEARCH_ENDPOINT = "/api/registration-search"

/**
 * The registration lookup's fields (spec: forms sections 3 and 5): trailer, license, vin and,
 * after a result, an e-mail address to send the documents to. At least one of trailer, license
 * and vin must be filled (LEAST_ONE). The browser and the registration-search function validate
 * with this same schema. Messages are keys of the `registration` UI string namespace. The e-mail
 * address follows the enquiry forms' rule (src/domain/forms/rules.ts), the one e-mail rule of the site.
 */
export const REGISTRATION_MESSAGES = {
  LEAST_ONE: "LEAST_ONE",
  EMAIL: "EMAIL",
  TOO_LONG: "TOO_LONG",
} as const

export const IDENTIFIER_FIELDS = ["trailer", "license", "vin"] as const
export type IdentifierField = (typeof IDENTIFIER_FIELDS)[number]

/** Trailer numbers, plates and VINs (17 characters) are short; anything longer is not one. */
export const IDENTIFIER_MAX_LENGTH = 40

/** Where the at-least-one error is reported: the group of the three identifier fields. */
export const IDENTIFIERS_ERROR_PATH = "identifiers"

const optionalText = (max: number, message: string) =>
  string()
    .transform((value: unknown) => (typeof value === "string" ? value : ""))
    .trim()
    .max(max, message)
    .default("")
    .defined()

const identifier = () => optionalText(IDENTIFIER_MAX_LENGTH, REGISTRATION_MESSAGES.TOO_LONG)

export const registrationLookupSchema = object({
  trailer: identifier(),
  license: identifier(),
  vin: identifier(),
  /** Optional: when given, the service sends the documents to it. */
  email: optionalText(EMAIL_MAX_LENGTH, REGISTRATION_MESSAGES.EMAIL).matches(EMAIL_PATTERN, {
    message: REGISTRATION_MESSAGES.EMAIL,
    excludeEmptyString: true,
  }),
}).test("least-one", REGISTRATION_MESSAGES.LEAST_ONE, function atLeastOne(values) {
  if (IDENTIFIER_FIELDS.some((field) => values[field] !== "")) return true
  return this.createError({ path: IDENTIFIERS_ERROR_PATH, message: REGISTRATION_MESSAGES.LEAST_ONE })
})

/** Sending the documents: the same fields, with the e-mail address required. */
export const registrationSendSchema = registrationLookupSchema.shape({
  email: optionalText(EMAIL_MAX_LENGTH, REGISTRATION_MESSAGES.EMAIL)
    .required(REGISTRATION_MESSAGES.EMAIL)
    .matches(EMAIL_PATTERN, REGISTRATION_MESSAGES.EMAIL),
})

export type RegistrationQuery = InferType<typeof registrationLookupSchema>

/** The query string of a lookup: the four fields, empty ones left out. */
export function registrationQueryString(query: RegistrationQuery): string {
  const params = new URLSearchParams()
  for (const field of [...IDENTIFIER_FIELDS, "email"] as const) if (query[field]) params.set(field, query[field])
  return params.toString()
}
