import { WEB_TO_LEAD_FORM_START_FIELD } from "../../../domain/forms/fill-time"
import { HONEYPOT_FIELD } from "../../../domain/forms/honeypot"
import { LEAD_SOURCE } from "../../../domain/hubspot/common"
import { storedUtm } from "../../marketing/utm-storage"
import { sendWithFormStart } from "./form-start"
import { fieldMessageKeys, type SubmitResult } from "./submit"

export interface WebToLeadRequest {
  action: string
  formId: string
  locale: string
  values: Record<string, unknown>
  honeypot: string
  idempotencyKey: string
  /** How long to wait for the answer before calling the post lost. */
  timeoutMs?: number
  /** The signed form-start token (form-start.ts adds it). */
  formStart?: string
}

function asField(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (value === null || value === undefined) return [""]
  return [String(value)]
}

/** The fields of the generated form: the values, then lead source, language, form id and campaign values. */
export function webToLeadFields(request: WebToLeadRequest): Array<[string, string]> {
  const fields: Array<[string, string]> = Object.entries(request.values).flatMap(([name, value]) =>
    asField(value).map((entry): [string, string] => [name, entry]),
  )
  fields.push(
    ["lead_source", LEAD_SOURCE],
    ["language", request.locale],
    ["form_id", request.formId],
    ["idempotency_key", request.idempotencyKey],
  )
  for (const [name, value] of Object.entries(storedUtm())) fields.push([name, value])
  fields.push([WEB_TO_LEAD_FORM_START_FIELD, request.formStart ?? ""])
  fields.push([HONEYPOT_FIELD, request.honeypot])
  return fields
}

interface Answer {
  result: SubmitResult
  error?: string
}

const UNAVAILABLE: Answer = { result: { ok: false, reason: "unavailable" } }

function readAnswer(answerDocument: Document): Answer {
  try {
    const text = answerDocument.body?.textContent ?? ""
    const answer = JSON.parse(text) as { status?: string; error?: string; fields?: unknown }
    if (answer.status === "accepted") return { result: { ok: true } }
    console.error("Web-to-lead submission failed", answer.error)
    if (answer.error === "invalid_fields" && answer.fields) {
      return { error: answer.error, result: { ok: false, reason: "invalid", fields: fieldMessageKeys(answer.fields) } }
    }
    return { ...UNAVAILABLE, error: answer.error }
  } catch (error) {
    console.error("Web-to-lead submission failed", error)
  }
  return UNAVAILABLE
}

/**
 * Salesforce web-to-lead the classic way: a generated hidden HTML form posted into a hidden frame,
 * so the page (and everything typed) stays. It posts to our own /api/web-to-lead, which stores the
 * lead and hands it to Salesforce with the organisation id from its own settings.
 */
export async function postThroughHiddenForm(request: WebToLeadRequest): Promise<SubmitResult> {
  const answer = await sendWithFormStart((formStart) => postOnce({ ...request, formStart }))
  return answer.result
}

function postOnce(request: WebToLeadRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const name = `web-to-lead-${request.idempotencyKey}`
    const frame = document.createElement("iframe")
    frame.name = name
    frame.title = "web-to-lead"
    frame.hidden = true
    frame.tabIndex = -1
    frame.setAttribute("aria-hidden", "true")
    const form = document.createElement("form")
    form.method = "post"
    form.action = request.action
    form.target = name
    form.acceptCharset = "UTF-8"
    form.hidden = true
    for (const [fieldName, value] of webToLeadFields(request)) {
      const input = document.createElement("input")
      input.type = "hidden"
      input.name = fieldName
      input.value = value
      form.appendChild(input)
    }
    let settled = false
    const finish = (result: Answer) => {
      if (settled) return
      settled = true
      window.clearTimeout(timer)
      form.remove()
      frame.remove()
      resolve(result)
    }
    const timer = window.setTimeout(() => finish(UNAVAILABLE), request.timeoutMs ?? 20_000)
    frame.addEventListener("load", () => {
      // The frame's own empty page (about:blank) loads first; the answer to the post comes after.
      // An answer the browser refused to show (a framing policy, a network error) leaves a
      // cross-origin error page, whose document is null: that is a failure, known at once.
      const answerDocument = frame.contentDocument
      if (answerDocument?.URL === "about:blank" && !answerDocument.body?.textContent) return
      finish(answerDocument ? readAnswer(answerDocument) : UNAVAILABLE)
    })
    document.body.append(frame, form)
    form.submit()
  })
}
