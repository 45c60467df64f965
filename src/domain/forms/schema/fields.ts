import { array, boolean, mixed, number, string } from "yup"
import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  KVK_NUMBER_PATTERN,
  MESSAGES,
  PHONE_EXTENSION_PATTERN,
  PHONE_PATTERN,
  QUANTITY_MIN,
  TEXT_MAX_LENGTH,
  ZIP_MAX_LENGTH,
} from "../rules"
import { normalisePhone } from "../phone"

/**
 * The yup rules of the form fields (spec: forms section 5), built from the constants in
 * src/domain/forms/rules.ts. Every form schema is made of these; the browser validates with them
 * and the functions validate again with the very same schemas. Messages are keys of the `forms`
 * UI string namespace.
 */

/**
 * Text. yup leaves an object or a list as it is, where trimming it would throw: from a browser
 * that is malformed input, so it counts as missing and gets the field's own message.
 */
export const text = () => string().transform((value: unknown) => (typeof value === "object" && value !== null ? undefined : value))

/** Required text: trimmed, so whitespace only is empty and rejected. */
export const requiredText = (max = TEXT_MAX_LENGTH) => text().trim().required(MESSAGES.REQUIRED).max(max, MESSAGES.TOO_LONG)

/** Optional text: trimmed, empty string when left out. */
export const optionalText = (max = TEXT_MAX_LENGTH) =>
  text()
    .trim()
    .max(max, MESSAGES.TOO_LONG)
    .default("")
    .transform((value: unknown) => (value === null || value === undefined ? "" : value))
    .defined()

export const requiredDescription = () => requiredText(DESCRIPTION_MAX_LENGTH)
export const optionalDescription = () => optionalText(DESCRIPTION_MAX_LENGTH)

/** E-mail: trimmed, required, and matching the general address pattern. */
export const email = () =>
  text().trim().required(MESSAGES.REQUIRED).max(EMAIL_MAX_LENGTH, MESSAGES.EMAIL).matches(EMAIL_PATTERN, MESSAGES.EMAIL)

/** A phone as typed, without its spaces, dashes and brackets (src/domain/forms/phone.ts). */
export const typedPhone = () => text().transform((value: unknown) => (typeof value === "string" ? normalisePhone(value) : value))

/** Phone: plus and digits only, 1 to 13 characters, once typing marks are removed. */
export const requiredPhone = () => typedPhone().required(MESSAGES.REQUIRED).matches(PHONE_PATTERN, MESSAGES.PHONE)

/** Optional phone: empty is fine; when filled, the same rule as a required phone. */
export const optionalPhone = () =>
  typedPhone()
    .default("")
    .transform((value: unknown) => (value === null || value === undefined ? "" : value))
    .defined()
    .matches(PHONE_PATTERN, { message: MESSAGES.PHONE, excludeEmptyString: true })

export const requiredZip = () => requiredText(ZIP_MAX_LENGTH).max(ZIP_MAX_LENGTH, MESSAGES.TOO_LONG)
export const optionalZip = () => optionalText(ZIP_MAX_LENGTH)

/** The privacy box must be ticked. */
export const privacy = () => boolean().required(MESSAGES.PRIVACY).oneOf([true], MESSAGES.PRIVACY)

/** The newsletter box is optional. */
export const newsletterOptIn = () => boolean().default(false).defined()

/** A choice of a fixed list: null until chosen. */
export const choice = <T extends string>(values: readonly T[], requiredMessage: string = MESSAGES.REQUIRED) =>
  mixed<T>()
    .transform((value: unknown) => (value === "" ? null : value))
    .nullable()
    .test("required", requiredMessage, (value) => value !== null && value !== undefined)
    .test(
      "one-of",
      MESSAGES.INVALID_CHOICE,
      (value) => value === null || value === undefined || (values as readonly unknown[]).includes(value),
    )
    .defined()
    .nonNullable(requiredMessage)

/** A Dutch Chamber of Commerce number: exactly eight digits ("Moet 8 cijfers bevatten"). */
export const kvkNumber = () => text().trim().required(MESSAGES.KVK_NUMBER).matches(KVK_NUMBER_PATTERN, MESSAGES.KVK_NUMBER)

/** A quantity: a whole number of at least 1. */
export const quantity = () =>
  number()
    .transform((value: number, original: unknown) => (original === "" || original === null ? undefined : value))
    .typeError(MESSAGES.QUANTITY)
    .required(MESSAGES.QUANTITY)
    .integer(MESSAGES.QUANTITY)
    .min(QUANTITY_MIN, MESSAGES.QUANTITY)
    .max(100000, MESSAGES.QUANTITY)

/** A phone extension: 1 to 10 digits, with a message of its own (not the phone's). */
export const phoneExtension = () =>
  text()
    .trim()
    .default("")
    .transform((value: unknown) => (value === null || value === undefined ? "" : value))
    .defined()
    .matches(PHONE_EXTENSION_PATTERN, { message: MESSAGES.PHONE_EXTENSION, excludeEmptyString: true })

/** Several choices of a fixed list, none required. */
export const choices = <T extends string>(values: readonly T[]) =>
  array()
    .of(
      mixed<T>()
        .oneOf([...values], MESSAGES.INVALID_CHOICE)
        .defined(),
    )
    .transform((value: unknown) =>
      value === null || value === undefined || value === false ? [] : typeof value === "string" ? [value] : value,
    )
    .default([])
    .defined()
