import type { ApplicationFormId } from "../../../domain/careers/application-form-ids"
import { envelopePost, type EnvelopeRequest } from "../../forms/submission/envelope"
import { fieldMessageKeys } from "../../forms/submission/submit"

export const APPLICATION_ENDPOINTS = { application: "/api/send-application", mail: "/api/send-mail" } as const

/** How sending an application ended. */
export type ApplicationResult =
  | { kind: "delivered" }
  /** Stored, not yet taken by the recruiting system: the fallback mail was asked for. */
  | { kind: "fallback" }
  | { kind: "invalid"; fields: Record<string, string> }
  /** Not even stored (offline, storage down): the form keeps everything and can be sent again. */
  | { kind: "unavailable" }

export interface ApplicationRequest extends EnvelopeRequest {
  formId: ApplicationFormId
}

/** The fallback mail of a stored application; its failure is logged only (spec). */
async function askForFallbackMail(applicationId: string, fetchImpl: typeof fetch): Promise<void> {
  try {
    const response = await fetchImpl(APPLICATION_ENDPOINTS.mail, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ applicationId }),
    })
    if (response.status !== 200) console.error("Failed to send email.")
  } catch {
    console.error("Failed to send email.")
  }
}

/**
 * POST /api/send-application; 200 is success (spec). A 202 means the application is stored but the
 * recruiting system did not take it yet: the fallback mail is asked for before answering.
 */
export async function sendApplication(request: ApplicationRequest, fetchImpl: typeof fetch = fetch): Promise<ApplicationResult> {
  let response: Response
  try {
    // The application carries no form-start token: its CV upload already needed one.
    response = await fetchImpl(APPLICATION_ENDPOINTS.application, envelopePost(request))
  } catch (error) {
    console.error("Sending the application failed", error)
    return { kind: "unavailable" }
  }
  if (response.status === 200) return { kind: "delivered" }
  const body = (await response.json().catch(() => ({}))) as { id?: string; fields?: unknown; error?: string }
  if (response.status === 202 && body.id) {
    await askForFallbackMail(body.id, fetchImpl)
    return { kind: "fallback" }
  }
  console.error("Sending the application failed", response.status, body.error)
  if (response.status === 400 && body.fields) return { kind: "invalid", fields: fieldMessageKeys(body.fields) }
  return { kind: "unavailable" }
}
