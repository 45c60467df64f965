import { randomUUID } from "node:crypto"
import type { Context } from "@netlify/functions"
import { HONEYPOT_FIELD, isHoneypotHit } from "../../../src/domain/forms/honeypot"
import { LEAD_SOURCE } from "../../../src/domain/hubspot/common"
import { UTM_KEYS } from "../../../src/domain/marketing/utm"
import { WEB_TO_LEAD_ENVELOPE_FIELDS } from "../../../src/domain/salesforce/web-to-lead"
import { endpoint } from "../endpoint"
import { clientError } from "../http"
import { ENQUIRY_MAX_BODY_BYTES, readBody } from "../request-body"
import type { DepsFactory } from "../runtime"
import type { FormDefinition } from "./definitions"
import { idempotencyKey, isKnownLocale, parseUtm } from "./envelope"
import { acceptSubmission } from "./submission"

const ENVELOPE = new Set<string>([...WEB_TO_LEAD_ENVELOPE_FIELDS, HONEYPOT_FIELD])

/**
 * POST /api/web-to-lead: the Canadian forms' generated hidden form posts here (form-encoded, as a
 * web-to-lead form would post to Salesforce). The envelope fields (form id, language, lead source,
 * idempotency key, UTM values) are split from the form's values; then as every submission.
 */
export function webToLeadEndpoint(forms: Readonly<Record<string, FormDefinition<never>>>, depsFor: DepsFactory) {
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> =>
    frameableBySite(await answer(request, context)),
  )

  async function answer(request: Request, context?: Context): Promise<Response> {
    const body = await readBody(request, { maxBytes: ENQUIRY_MAX_BODY_BYTES, accept: ["form", "json"] })
    if (!body.ok) return body.response
    const fields = body.data
    const formId = fields.form_id
    if (typeof formId !== "string" || !Object.hasOwn(forms, formId)) return clientError(400, "unknown_form")
    if (!isKnownLocale(fields.language)) return clientError(400, "unknown_locale")
    if (fields.lead_source !== undefined && fields.lead_source !== LEAD_SOURCE) return clientError(400, "invalid_lead_source")
    const utm = parseUtm(Object.fromEntries(UTM_KEYS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]])))
    if (!utm) return clientError(400, "invalid_utm")
    const key = idempotencyKey(typeof fields.idempotency_key === "string" ? fields.idempotency_key : null, randomUUID)
    if (!key) return clientError(400, "invalid_idempotency_key")
    const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !ENVELOPE.has(name)))
    return acceptSubmission(
      {
        formId,
        locale: fields.language,
        values,
        context: { pageUri: request.headers.get("referer") ?? "", pageName: "" },
        utm,
        honeypotHit: isHoneypotHit(fields[HONEYPOT_FIELD]),
        idempotencyKey: key,
      },
      forms[formId],
      depsFor(request, context),
    )
  }
}

/**
 * The answer is read by the page's own hidden frame, so it must be frameable by the site itself.
 * The site's headers deny all framing (X-Frame-Options: DENY on /*); a frame-ancestors directive
 * takes precedence over X-Frame-Options, so this one answer opens to the same origin only.
 */
function frameableBySite(response: Response): Response {
  response.headers.set("Content-Security-Policy", "frame-ancestors 'self'")
  return response
}
