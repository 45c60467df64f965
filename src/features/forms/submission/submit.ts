import { MESSAGES, isMessageKey } from "../../../domain/forms/rules"
import { envelopePost, type EnvelopeRequest } from "./envelope"
import { sendWithFormStart } from "./form-start"

/** How a submission ended, as the form needs to know it. */
export type SubmitResult =
  { ok: true } | { ok: false; reason: "invalid"; fields: Record<string, string> } | { ok: false; reason: "unavailable" }

export interface SubmitRequest extends EnvelopeRequest {
  endpoint: string
}

/**
 * The field errors of an answer as message keys the forms translate: anything else (a server
 * that echoed a validator's English text, say) becomes the generic INVALID_VALUE.
 */
export function fieldMessageKeys(fields: unknown): Record<string, string> {
  if (typeof fields !== "object" || fields === null) return {}
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, isMessageKey(message) ? message : MESSAGES.INVALID_VALUE]),
  )
}

/**
 * Sends a form to one of our own endpoints (never to an upstream): the values, the page context,
 * the stored campaign values and the form-start token. A 2xx means the submission is stored and
 * will be delivered.
 */
export async function submitForm(request: SubmitRequest, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  const sent = await sendWithFormStart(async (formStart) => {
    try {
      const response = await fetchImpl(request.endpoint, envelopePost(request, formStart))
      if (response.ok) return { result: { ok: true } as SubmitResult }
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: unknown }
      console.error("HubSpot submission failed", response.status, body.error)
      if (response.status === 400 && body.fields) return { error: body.error, result: invalid(body.fields) }
      return { error: body.error, result: UNAVAILABLE }
    } catch (error) {
      console.error("Error submitting form to HubSpot", error)
      return { result: UNAVAILABLE }
    }
  }, fetchImpl)
  return sent.result
}

const UNAVAILABLE: SubmitResult = { ok: false, reason: "unavailable" }

function invalid(fields: unknown): SubmitResult {
  return { ok: false, reason: "invalid", fields: fieldMessageKeys(fields) }
}

/** A new idempotency key (a UUID; browsers without crypto.randomUUID get a random one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID()
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")
}
