// The core entry carries no metadata: the browser gets this one small function, not the dialling plans.
import { parseIncompletePhoneNumber } from "libphonenumber-js/core"

/**
 * Phone numbers as people type them (issue 19, point 17): "+31 (0)6 12-34 56 78", "(020) 123 4567",
 * "06.12.34.56.78". The spec's rule (plus and digits, 1 to 13 characters) applies to the number
 * once its typing marks are gone, so what is sent to the CRM is always the compact form.
 */

/** Digits, a plus, and what separates groups of digits: spaces, dashes, dots, slashes, brackets. */
const TYPED_PHONE_PATTERN = /^[+\d\s\u00a0\-./()]*$/

/** Room for a 13-character number with a separator between every pair of digits and brackets. */
export const PHONE_TYPED_MAX_LENGTH = 25

/**
 * The number without its typing marks (libphonenumber-js keeps the digits and a leading plus). An
 * international number's "(0)", the trunk prefix Europeans write after the country code, is not
 * dialled and goes too. Anything with other characters (letters, a second plus) is left as typed,
 * so the phone rule refuses it with its message.
 */
export function normalisePhone(typed: string): string {
  const trimmed = typed.trim()
  if (trimmed.length > PHONE_TYPED_MAX_LENGTH || !TYPED_PHONE_PATTERN.test(trimmed)) return trimmed
  if (trimmed.indexOf("+") > 0 || trimmed.split("+").length > 2) return trimmed
  const withoutTrunkPrefix = trimmed.startsWith("+") ? trimmed.replace(/\(\s*0\s*\)/, "") : trimmed
  return parseIncompletePhoneNumber(withoutTrunkPrefix)
}
