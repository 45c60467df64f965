import { mixed } from "yup"
import { COUNTRY_CODES } from "../../countries"
import { SALUTATIONS, type Salutation } from "../options"
import { MESSAGES } from "../rules"
import { TERMS, type Term } from "../term-codes"
import { choice } from "./fields"

/**
 * The rules of the choices whose lists are data (salutations, terms, the ISO country list), apart
 * from fields.ts so that a form without them (the calculator's contact step, the careers forms)
 * does not carry the lists: the country codes alone bring i18n-iso-countries into a bundle.
 */

export const salutation = () => choice<Salutation>(SALUTATIONS)

/** Term 1 to 4; radio buttons give it as a string. */
export const term = () =>
  mixed<Term>()
    .transform((value: unknown) => (typeof value === "string" ? (value === "" ? null : Number(value)) : value))
    .nullable()
    .test("required", MESSAGES.REQUIRED, (value) => value !== null && value !== undefined)
    .test(
      "one-of",
      MESSAGES.INVALID_CHOICE,
      (value) => value === null || value === undefined || (TERMS as readonly unknown[]).includes(value),
    )
    .defined()
    .nonNullable(MESSAGES.REQUIRED)

/** A country of the ISO 3166-1 list, by its alpha-2 code. */
export const country = () => choice<string>(COUNTRY_CODES)
