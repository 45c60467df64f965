import { HONEYPOT_FIELD } from "../../../domain/forms/honeypot"
import { storedUtm } from "../../marketing/utm-storage"
import { pageContext } from "./page-context"

/** How a submission ended, as the form needs to know it. */
export type SubmitResult =
  { ok: true } | { ok: false; reason: "invalid"; fields: Record<string, string> } | { ok: false; reason: "unavailable" }

export interface SubmitRequest {
  endpoint: string
  formId: string
  locale: string
  values: Record<string, unknown>
  /** What a bot typed into the honeypot; people leave it empty. */
  honeypot: string
  /** The same key for a retry of the same values, so a lost answer never makes a second lead. */
  idempotencyKey: string
}

/**
 * Sends a form to one of our own endpoints (never to an upstream): the values, the page context
 * and the stored campaign values. A 2xx means the submission is stored and will be delivered.
 */
export async function submitForm(request: SubmitRequest, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  try {
    const response = await fetchImpl(request.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": request.idempotencyKey },
      body: JSON.stringify({
        formId: request.formId,
        locale: request.locale,
        values: request.values,
        context: pageContext(),
        utm: storedUtm(),
        [HONEYPOT_FIELD]: request.honeypot,
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
