/**
 * The minimum fill time of the enquiry forms (spam protection without a third-party service): a
 * form sent sooner after it was opened than a person can fill it in is a bot's. The server signs
 * when the form was opened (GET /api/form-start); the browser waits out the rest of the minimum
 * before it sends, so a quick person (autofill) is only held for a moment, never refused.
 */
export const MIN_FILL_MS = 3_000

/** A form token older than this is refused; the browser then asks for a new one. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** What the server answers when the token is missing, forged or too old: the browser gets a fresh one and sends again. */
export const FORM_TOKEN_ERRORS = ["form_token_invalid", "form_token_expired"] as const
export const FILLED_TOO_FAST_ERROR = "form_filled_too_fast"

/** The field of the token in the Canadian forms' hidden web-to-lead form (JSON submissions: `formStart`). */
export const WEB_TO_LEAD_FORM_START_FIELD = "form_start"

/** How long the browser must still wait before sending a form opened `elapsedMs` ago. */
export function remainingFillWaitMs(elapsedMs: number): number {
  return Math.max(0, MIN_FILL_MS - Math.max(0, elapsedMs))
}
