import { randomUUID } from "node:crypto"
import type { Context } from "@netlify/functions"
import { endpoint } from "../endpoint"
import { clientError } from "../http"
import { ENQUIRY_MAX_BODY_BYTES, readBody } from "../request-body"
import type { DepsFactory } from "../runtime"
import type { FormDefinition } from "./definitions"
import { idempotencyKey, parseEnvelope } from "./envelope"
import { acceptSubmission } from "./submission"

/**
 * A JSON submission endpoint (submit-hubspot-data, send-data-form): method guard -> body within
 * the size limit -> envelope of a known form -> the form's own schema -> store -> 202.
 */
export function jsonSubmissionEndpoint(forms: Readonly<Record<string, FormDefinition<never>>>, depsFor: DepsFactory) {
  const formIds = Object.keys(forms)
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> => {
    const body = await readBody(request, { maxBytes: ENQUIRY_MAX_BODY_BYTES, accept: ["json"] })
    if (!body.ok) return body.response
    const parsed = parseEnvelope(body.data, formIds)
    if (!parsed.ok) return parsed.response
    const key = idempotencyKey(request.headers.get("idempotency-key"), randomUUID)
    if (!key) return clientError(400, "invalid_idempotency_key")
    const { formStart, ...envelope } = parsed.envelope
    const submission = { ...envelope, idempotencyKey: key, endpoint: new URL(request.url).pathname, formStartToken: formStart }
    return acceptSubmission(submission, forms[envelope.formId], depsFor(request, context))
  })
}
