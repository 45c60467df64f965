import { createHash } from "node:crypto"
import type { CalculatorFactorsFile } from "../../../src/domain/calculator/factors"
import type { MaintenanceLocationData } from "../../../src/domain/forms/maintenance-locations"
import type { HubSpotContext } from "../../../src/domain/hubspot/common"
import type { UtmValues } from "../../../src/domain/marketing/utm"
import { clientError, json } from "../http"
import { deliver, type Transport } from "../outbox/deliver"
import type { Outbox } from "../outbox/outbox"
import type { OutboxRecord } from "../outbox/record"
import { validateValues } from "../validation"
import { CalculatorFactorsUnavailable, FieldRejected, type FormDefinition } from "./definitions"
import { errorMessage } from "../errors"
import type { AddressAdmission } from "../spam/address-limit"
import { checkFormStartToken } from "../spam/form-start"

/** What a submission endpoint needs from the outside world; tests hand in their own. */
export interface SubmissionDeps {
  outbox: Outbox
  transportFor: (record: OutboxRecord) => Transport
  /** Keeps the function alive for the delivery after the response has gone. */
  waitUntil: (promise: Promise<unknown>) => void
  loadLocations: () => Promise<MaintenanceLocationData | null>
  /** The calculator's factors the build published (the calculator's lead is recomputed from them). */
  loadCalculatorFactors: () => Promise<CalculatorFactorsFile | null>
  /** Counts a submission against its sender's address (per hour), or refuses it. */
  admitAddress: () => Promise<AddressAdmission>
}

export interface Submission {
  formId: string
  locale: string
  values: unknown
  context: HubSpotContext
  utm: UtmValues
  honeypotHit: boolean
  idempotencyKey: string
  /** The path the request came to: a key reused on another endpoint is another request. */
  endpoint: string
  /** The signed time the form was opened (GET /api/form-start). */
  formStartToken: unknown
}

/** What a key was first used for: the endpoint, the form and its values as the server read them. */
function fingerprintOf(submission: Submission, values: unknown): string {
  const request = JSON.stringify([submission.endpoint, submission.formId, submission.locale, values])
  return createHash("sha256").update(request).digest("base64url")
}

/** The answer a visitor's browser gets once a submission is safely stored. */
export function acceptedResponse(id?: string): Response {
  return json(202, id ? { status: "accepted", id } : { status: "accepted" })
}

/**
 * Validate -> check the fill time and the sender's hourly count -> build the upstream request ->
 * store it durably -> answer -> deliver. The visitor
 * sees success as soon as the record is stored; delivery (with its retries) runs after the
 * response, and the scheduled function picks up whatever it could not finish.
 */
export async function acceptSubmission(submission: Submission, definition: FormDefinition<never>, deps: SubmissionDeps): Promise<Response> {
  // A bot filled in the honeypot: it is told "accepted" and nothing is stored or sent.
  if (submission.honeypotHit) return acceptedResponse()
  const validation = await validateValues(definition.schema, submission.values)
  if (!validation.ok) return clientError(400, "invalid_fields", { fields: validation.errors })
  const fillTime = checkFormStartToken(submission.formStartToken)
  if (!fillTime.ok) return clientError(400, fillTime.error)
  let upstream
  try {
    upstream = await definition.build(validation.value, {
      meta: { locale: submission.locale, context: submission.context, utm: submission.utm },
      loadLocations: deps.loadLocations,
      loadCalculatorFactors: deps.loadCalculatorFactors,
    })
  } catch (error) {
    if (error instanceof FieldRejected) return clientError(400, "invalid_fields", { fields: { [error.field]: error.messageKey } })
    if (error instanceof CalculatorFactorsUnavailable) return json(503, { error: "calculator_data_unavailable" }, { "Retry-After": "30" })
    throw error
  }
  const fingerprint = fingerprintOf(submission, validation.value)
  let stored
  try {
    // A retry of a stored submission (same key) is answered again without counting it twice.
    const existing = await deps.outbox.get(submission.idempotencyKey)
    if (!existing) {
      const admission = await deps.admitAddress()
      if (!admission.ok) return json(429, { error: "too_many_submissions" }, { "Retry-After": String(admission.retryAfterSeconds) })
    }
    stored = await deps.outbox.add({
      id: submission.idempotencyKey,
      formId: submission.formId,
      locale: submission.locale,
      upstream,
      fingerprint,
    })
  } catch (error) {
    console.error("Could not store a submission", errorMessage(error))
    return json(503, { error: "storage_unavailable" }, { "Retry-After": "30" })
  }
  if (stored.conflict) return clientError(422, "idempotency_key_reused")
  if (stored.created) {
    const delivery = deliver(deps.outbox, stored.record.id, deps.transportFor(stored.record)).catch((error: unknown) => {
      console.error(`Delivery of ${stored.record.id} stopped; the scheduled retry takes over`, errorMessage(error))
    })
    deps.waitUntil(delivery)
  }
  return acceptedResponse(stored.record.id)
}
