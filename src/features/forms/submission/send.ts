import { DATA_FORM_IDS, ENDPOINTS, WEB_TO_LEAD_FORM_IDS, isOneOf, type SubmissionFormId } from "../../../domain/forms/form-ids"
import { submitForm, type SubmitResult } from "./submit"
import { postThroughHiddenForm } from "./web-to-lead"

export interface SendRequest {
  formId: SubmissionFormId
  locale: string
  values: Record<string, unknown>
  honeypot: string
  idempotencyKey: string
}

/** Sends a form the way its endpoint takes it: JSON, or the Canadian forms' hidden web-to-lead form. */
export function sendForm(request: SendRequest): Promise<SubmitResult> {
  if (isOneOf(WEB_TO_LEAD_FORM_IDS, request.formId)) return postThroughHiddenForm({ ...request, action: ENDPOINTS.webToLead })
  const endpoint = isOneOf(DATA_FORM_IDS, request.formId) ? ENDPOINTS.dataForm : ENDPOINTS.hubspot
  return submitForm({ ...request, endpoint })
}
