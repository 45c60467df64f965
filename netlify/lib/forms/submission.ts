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

/** What a submission endpoint needs from the outside world; tests hand in their own. */
export interface SubmissionDeps {
  outbox: Outbox
  transportFor: (record: OutboxRecord) => Transport
  /** Keeps the function alive for the delivery after the response has gone. */
  waitUntil: (promise: Promise<unknown>) => void
  loadLocations: () => Promise<MaintenanceLocationData | null>
  /** The calculator's factors the build published (the calculator's lead is recomputed from them). */
  loadCalculatorFactors: () => Promise<CalculatorFactorsFile | null>
}

export interface Submission {
  formId: string
  locale: string
  values: unknown
  context: HubSpotContext
  utm: UtmValues
  honeypotHit: boolean
  idempotencyKey: string
}

/** The answer a visitor's browser gets once a submission is safely stored. */
export function acceptedResponse(id?: string): Response {
  return json(202, id ? { status: "accepted", id } : { status: "accepted" })
}

/**
 * Validate -> build the upstream request -> store it durably -> answer -> deliver. The visitor
 * sees success as soon as the record is stored; delivery (with its retries) runs after the
 * response, and the scheduled function picks up whatever it could not finish.
 */
export async function acceptSubmission(submission: Submission, definition: FormDefinition<never>, deps: SubmissionDeps): Promise<Response> {
  // A bot filled in the honeypot: it is told "accepted" and nothing is stored or sent.
  if (submission.honeypotHit) return acceptedResponse()
  const validation = await validateValues(definition.schema, submission.values)
  if (!validation.ok) return clientError(400, "invalid_fields", { fields: validation.errors })
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
  let stored
  try {
    stored = await deps.outbox.add({ id: submission.idempotencyKey, formId: submission.formId, locale: submission.locale, upstream })
  } catch (error) {
    console.error("Could not store a submission", errorMessage(error))
    return json(503, { error: "storage_unavailable" }, { "Retry-After": "30" })
  }
  if (stored.created) {
    const delivery = deliver(deps.outbox, stored.record.id, deps.transportFor(stored.record)).catch((error: unknown) => {
      console.error(`Delivery of ${stored.record.id} stopped; the scheduled retry takes over`, errorMessage(error))
    })
    deps.waitUntil(delivery)
  }
  return acceptedResponse(stored.record.id)
}
