/**
 * The validation constants and predicates of the enquiry forms (spec: forms section 5 and 9). The
 * yup schemas the browser and the functions share are built from these, so a rule lives here once.
 */

/** Message keys; the `forms` UI string namespace translates them into each locale. */
export const MESSAGES = {
  REQUIRED: "REQUIRED",
  EMAIL: "EMAIL",
  PHONE: "PHONE",
  /** The Canadian contact form's extension: 1 to 10 digits. */
  PHONE_EXTENSION: "PHONE_EXTENSION",
  /** "Call me by phone" without a phone number. */
  PHONE_FOR_CALLBACK: "PHONE_FOR_CALLBACK",
  PRIVACY: "PRIVACY",
  /** Spec: 'This field is required' on the maintenance location. */
  LOCATION_REQUIRED: "LOCATION_REQUIRED",
  /** Spec: 'Moet 8 cijfers bevatten' on a bad KVK register number. */
  KVK_NUMBER: "KVK_NUMBER",
  QUANTITY: "QUANTITY",
  TOO_LONG: "TOO_LONG",
  INVALID_CHOICE: "INVALID_CHOICE",
  UNKNOWN_FIELD: "UNKNOWN_FIELD",
  /** A value of the wrong type, or one no rule of the form names (never the validator's own text). */
  INVALID_VALUE: "INVALID_VALUE",
} as const

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES]

/**
 * Message keys are upper snake case (these, and the careers forms' FILE_SIZE, DIGITS, ...); a
 * validator's own English text ("phone must be a string type, but the final value was: ...")
 * never is.
 */
const MESSAGE_KEY_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/

/** Whether a message is a key the forms translate (and not, say, a validator's English text echoing the input). */
export function isMessageKey(value: unknown): value is string {
  return typeof value === "string" && value.length <= 64 && MESSAGE_KEY_PATTERN.test(value)
}

export const ZIP_MAX_LENGTH = 20
export const PHONE_MAX_LENGTH = 13
export const KVK_NUMBER_LENGTH = 8
export const QUANTITY_MIN = 1

/** Upper bounds the spec leaves open; they keep a request small and a CRM field sane. */
export const TEXT_MAX_LENGTH = 200
export const EMAIL_MAX_LENGTH = 254
export const DESCRIPTION_MAX_LENGTH = 4000
export const PHONE_EXTENSION_MAX_LENGTH = 10

/** Local part, @, a domain with a dotted suffix of at least two characters; no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/

/** Only plus and digits, 1 to 13 characters. */
export const PHONE_PATTERN = /^[+\d]{1,13}$/

/** A Dutch Chamber of Commerce (KVK) number: exactly 8 digits. */
export const KVK_NUMBER_PATTERN = /^\d{8}$/

export const PHONE_EXTENSION_PATTERN = /^\d{1,10}$/

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === ""
}

export function isValidEmail(value: string | null | undefined): boolean {
  const trimmed = (value ?? "").trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed)
}

export function isValidPhone(value: string | null | undefined): boolean {
  return PHONE_PATTERN.test(value ?? "")
}

export function isValidKvkNumber(value: string | null | undefined): boolean {
  return KVK_NUMBER_PATTERN.test(value ?? "")
}
