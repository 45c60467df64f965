import { HONEYPOT_FIELD } from "../../../domain/forms/honeypot"
import { storedUtm } from "../../marketing/utm-storage"
import { pageContext } from "./page-context"

/** What every form sends to one of our own endpoints (never to an upstream). */
export interface EnvelopeRequest {
  formId: string
  locale: string
  values: Record<string, unknown>
  /** What a bot typed into the honeypot; people leave it empty. */
  honeypot: string
  /** The same key for a retry of the same values, so a lost answer never makes a second record. */
  idempotencyKey: string
}

/**
 * The JSON POST of a form: its values with the page context and the stored campaign values,
 * plus the form-start token where the endpoint asks for one.
 */
export function envelopePost(request: EnvelopeRequest, formStart?: string): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": request.idempotencyKey },
    body: JSON.stringify({
      formId: request.formId,
      locale: request.locale,
      values: request.values,
      context: pageContext(),
      utm: storedUtm(),
      ...(formStart === undefined ? {} : { formStart }),
      [HONEYPOT_FIELD]: request.honeypot,
    }),
  }
}
