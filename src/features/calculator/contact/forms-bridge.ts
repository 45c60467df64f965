import { boolean, string } from "yup"

/**
 * THE ONE PLACE WHERE THE CALCULATOR MEETS THE ENQUIRY FORMS MACHINERY (issue 6, branch
 * issue-forms, not on main yet). Everything here has the names and shapes of that machinery, so
 * that once it lands this file becomes re-exports:
 *
 * - the field rules and message keys: `src/features/forms/schema/fields.ts` (requiredText, email,
 *   requiredPhone, privacy, newsletterOptIn) and `MESSAGES` of `src/domain/forms/rules.ts`;
 * - `sendCalculatorLead`: `sendForm({ formId: "calculator", locale, values, honeypot,
 *   idempotencyKey })` of `src/features/forms/submission/send.ts`, which also adds the stored
 *   campaign (UTM) values and the hubspotutk cookie;
 * - `SubmitResult` and `newIdempotencyKey` of `src/features/forms/submission/submit.ts`.
 *
 * Until then the rules mirror section 5 of the forms spec exactly, and the lead is posted in the
 * envelope POST /api/submit-hubspot-data takes. See docs/decisions.md, "Calculator contact step".
 */

/** The form id the calculator's lead is sent under; the endpoint's form registry names it so. */
export const CALCULATOR_FORM_ID = "calculator"

/** The endpoint of the HubSpot forms (spec: forms section 7). */
export const HUBSPOT_SUBMIT_ENDPOINT = "/api/submit-hubspot-data"

/** Message keys, as the forms' own; the calculator's UI strings translate them as `error_{key}`. */
export const MESSAGES = {
  REQUIRED: "REQUIRED",
  EMAIL: "EMAIL",
  PHONE: "PHONE",
  PRIVACY: "PRIVACY",
  TOO_LONG: "TOO_LONG",
  INVALID_CHOICE: "INVALID_CHOICE",
} as const

/** Upper bounds the spec leaves open; the same as the forms'. */
export const TEXT_MAX_LENGTH = 200
export const EMAIL_MAX_LENGTH = 254
/** Local part, @, a domain with a dotted suffix of at least two characters; no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/
/** Only plus and digits, 1 to 13 characters. */
export const PHONE_PATTERN = /^[+\d]{1,13}$/

/** Required text: trimmed, so whitespace only is empty and rejected. */
export const requiredText = (max = TEXT_MAX_LENGTH) => string().trim().required(MESSAGES.REQUIRED).max(max, MESSAGES.TOO_LONG)

/** E-mail: trimmed, required, and matching the general address pattern. */
export const email = () =>
  string().trim().required(MESSAGES.REQUIRED).max(EMAIL_MAX_LENGTH, MESSAGES.EMAIL).matches(EMAIL_PATTERN, MESSAGES.EMAIL)

/** Phone: plus and digits only, 1 to 13 characters. */
export const requiredPhone = () => string().required(MESSAGES.REQUIRED).matches(PHONE_PATTERN, MESSAGES.PHONE)

/** The privacy box must be ticked. */
export const privacy = () => boolean().required(MESSAGES.PRIVACY).oneOf([true], MESSAGES.PRIVACY)

/** The newsletter box is optional. */
export const newsletterOptIn = () => boolean().default(false).defined()

/** How a submission ended, as the form needs to know it. */
export type SubmitResult =
  { ok: true } | { ok: false; reason: "invalid"; fields: Record<string, string> } | { ok: false; reason: "unavailable" }

export interface LeadRequest {
  locale: string
  values: Record<string, unknown>
  /** The same key for a retry of the same values, so a lost answer never makes a second lead. */
  idempotencyKey: string
}

/**
 * Posts the lead to our own endpoint, which validates it again with the same schema, stores it and
 * delivers it to HubSpot. A 2xx means it is stored. Failures are logged as the forms log them.
 */
export async function sendCalculatorLead(request: LeadRequest, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  try {
    const response = await fetchImpl(HUBSPOT_SUBMIT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": request.idempotencyKey },
      body: JSON.stringify({
        formId: CALCULATOR_FORM_ID,
        locale: request.locale,
        values: request.values,
        context: { pageUri: window.location.href, pageName: document.title },
      }),
    })
    if (response.ok) return { ok: true }
    const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> }
    console.error("HubSpot submission failed", response.status, body.error)
    if (response.status === 400 && body.fields) return { ok: false, reason: "invalid", fields: body.fields }
    return { ok: false, reason: "unavailable" }
  } catch (error) {
    console.error("Error submitting form to HubSpot", error)
    return { ok: false, reason: "unavailable" }
  }
}

/** A new idempotency key (a UUID; browsers without crypto.randomUUID get a random one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID()
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")
}
