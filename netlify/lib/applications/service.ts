import type { AnyObject, ObjectSchema } from "yup"
import { FILE_MESSAGES } from "../../../src/domain/careers/cv"
import { jobCountryFor, offersTrainee, requisitionFor } from "../../../src/domain/careers/job-country"
import { dialCodeOf } from "../../../src/domain/careers/phone-codes"
import { workshopOptions } from "../../../src/domain/careers/workshops"
import type { MaintenanceLocationData } from "../../../src/domain/forms/maintenance-locations"
import { MESSAGES } from "../../../src/domain/forms/rules"
import {
  mechanicApplicationSchema,
  vacancyApplicationSchema,
  type MechanicApplicationValues,
  type VacancyApplicationValues,
} from "../../../src/domain/careers/application-schema"
import { errorMessage } from "../errors"
import { clientError, json } from "../http"
import { deliver, type Transport } from "../outbox/deliver"
import type { Outbox } from "../outbox/outbox"
import type { OutboxRecord } from "../outbox/record"
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../outbox/retry"
import { validateValues } from "../validation"
import type { ApplicationData, ApplicationFormId } from "./application"
import { confirmationMailId, fallbackMailId } from "./records"
import { storedFileName, type Uploads } from "./uploads"

/** What the application endpoints need from the outside world; tests hand in their own. */
export interface ApplicationDeps {
  outbox: Outbox
  uploads: Uploads
  transport: Transport
  loadLocations: () => Promise<MaintenanceLocationData | null>
  now?: () => Date
}

/**
 * One attempt while the applicant waits (spec: 200 means the recruiting system took it); a
 * failure is answered at once, so the browser can send the fallback mail, and the scheduled
 * retry of the outbox takes over.
 */
export const INLINE_DELIVERY_POLICY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, inlineAttempts: 1, attemptTimeoutMs: 8000 }

export interface ApplicationSubmission {
  formId: ApplicationFormId
  locale: string
  values: unknown
  honeypotHit: boolean
  idempotencyKey: string
}

const SCHEMAS: Record<ApplicationFormId, ObjectSchema<AnyObject>> = {
  job_application: mechanicApplicationSchema as ObjectSchema<AnyObject>,
  job_application_vacancy: vacancyApplicationSchema as ObjectSchema<AnyObject>,
}

type Resolved =
  { ok: true; jobRequisitionId: string; forMechanic: boolean | null; location: string | null } | { ok: false; response: Response }

/** The requisition (from the job-country table for open applications) and the checked location. */
async function resolvePosition(
  submission: ApplicationSubmission,
  values: MechanicApplicationValues | VacancyApplicationValues,
  deps: ApplicationDeps,
): Promise<Resolved> {
  if (submission.formId === "job_application_vacancy") {
    return { ok: true, jobRequisitionId: (values as VacancyApplicationValues).jobRequisitionId, forMechanic: null, location: null }
  }
  const entry = jobCountryFor(submission.locale)
  if (!entry) return { ok: false, response: clientError(400, "form_not_offered_in_locale") }
  const mechanic = values as MechanicApplicationValues
  // Where only a mechanic requisition exists the switch is disabled, whatever a request says.
  const forMechanic = offersTrainee(entry) ? mechanic.forMechanic : true
  const location = mechanic.location.trim() || null
  if (location) {
    const data = await deps.loadLocations()
    if (data && !workshopOptions(data.locations, entry.countries).includes(location)) {
      return { ok: false, response: clientError(400, "invalid_fields", { fields: { location: MESSAGES.INVALID_CHOICE } }) }
    }
  }
  return { ok: true, jobRequisitionId: requisitionFor(entry, forMechanic), forMechanic, location }
}

async function deliverNow(deps: ApplicationDeps, record: OutboxRecord): Promise<OutboxRecord> {
  const settled = await deliver(deps.outbox, record.id, deps.transport, { policy: INLINE_DELIVERY_POLICY }).catch((error: unknown) => {
    console.error(`Delivery of ${record.id} stopped; the scheduled retry takes over`, errorMessage(error))
    return null
  })
  return settled ?? (await deps.outbox.get(record.id)) ?? record
}

function outcome(record: OutboxRecord): Response {
  if (record.status === "delivered") return json(200, { status: "delivered", id: record.id })
  // Stored, not delivered yet: the scheduled retry goes on; the browser sends the fallback mail.
  return json(202, { status: "queued", id: record.id })
}

/**
 * POST /api/send-application: validate -> resolve the files and the requisition -> store it and
 * the applicant's confirmation -> one delivery attempt of each -> 200 (delivered) or 202 (stored,
 * delivery pending). The confirmation goes either way: the application is safe once stored.
 */
export async function acceptApplication(submission: ApplicationSubmission, deps: ApplicationDeps): Promise<Response> {
  // A bot filled in the honeypot: it is told "delivered" and nothing is stored or sent.
  if (submission.honeypotHit) return json(200, { status: "delivered" })
  const validation = await validateValues(SCHEMAS[submission.formId], submission.values)
  if (!validation.ok) return clientError(400, "invalid_fields", { fields: validation.errors })
  const values = validation.value as MechanicApplicationValues | VacancyApplicationValues
  const position = await resolvePosition(submission, values, deps)
  if (!position.ok) return position.response
  const id = submission.idempotencyKey

  let stored
  let confirmation
  try {
    // A file listed twice (a double click, a replayed request) is one attachment, sent once.
    const fileIds = [...new Set(values.fileList.map((file) => file.fileId))]
    const files = await deps.uploads.filesFor(fileIds, id)
    if (!files) return clientError(400, "invalid_fields", { fields: { fileList: FILE_MESSAGES.NOT_UPLOADED } })
    // The files belong to this application from now on; nothing else can send them.
    await deps.uploads.claim(files, id)
    const application: ApplicationData = {
      formId: submission.formId,
      locale: submission.locale,
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email,
      phoneCountry: values.phoneCode,
      phoneCode: dialCodeOf(values.phoneCode),
      phone: values.phone,
      jobRequisitionId: position.jobRequisitionId,
      source: values.reference,
      location: position.location,
      forMechanic: position.forMechanic,
      files: files.map((file, index) => ({
        fileId: file.id,
        fileName: storedFileName(id, index, file.extension),
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
      })),
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
    }
    stored = await deps.outbox.add({
      id,
      formId: submission.formId,
      locale: submission.locale,
      upstream: { channel: "recruiting", application },
    })
    // The applicant's confirmation is stored with it, so it goes out (now, or on a retry) exactly once.
    confirmation = await deps.outbox.add({
      id: confirmationMailId(id),
      formId: submission.formId,
      locale: submission.locale,
      upstream: { channel: "confirmation", applicationId: id, application },
    })
  } catch (error) {
    console.error("Could not store an application", errorMessage(error))
    return json(503, { error: "storage_unavailable" }, { "Retry-After": "30" })
  }
  const delivered = stored.record.status === "delivered" ? stored.record : await deliverNow(deps, stored.record)
  if (confirmation.record.status !== "delivered") await deliverNow(deps, confirmation.record)
  return outcome(delivered)
}

/**
 * POST /api/send-mail: the fallback mail of a stored application the recruiting system has not
 * taken (spec: names, e-mail, country code, phone, location and the CV). Only the application's
 * reference comes from the browser; everything in the mail comes from the stored application.
 */
export async function sendFallbackMail(applicationId: string, deps: ApplicationDeps): Promise<Response> {
  let stored
  try {
    const application = await deps.outbox.get(applicationId)
    if (!application || application.upstream.channel !== "recruiting") return clientError(404, "unknown_application")
    if (application.status === "delivered") return json(200, { status: "not_needed" })
    stored = await deps.outbox.add({
      id: fallbackMailId(applicationId),
      formId: application.formId,
      locale: application.locale,
      upstream: {
        channel: "mail",
        applicationId,
        application: application.upstream.application,
        failure: application.lastError ?? "not delivered yet",
      },
    })
  } catch (error) {
    console.error("Could not store a fallback mail", errorMessage(error))
    return json(503, { error: "storage_unavailable" }, { "Retry-After": "30" })
  }
  const record = stored.record.status === "delivered" ? stored.record : await deliverNow(deps, stored.record)
  if (record.status !== "delivered") console.error("Failed to send email.", record.lastError ?? "")
  return record.status === "delivered" ? json(200, { status: "sent" }) : json(202, { status: "queued" })
}

/** Whether an application's files may go: neither it nor its fallback mail is in the outbox any more. */
export async function isApplicationReleased(outbox: Outbox, applicationId: string): Promise<boolean> {
  return !(await outbox.get(applicationId)) && !(await outbox.get(fallbackMailId(applicationId)))
}
