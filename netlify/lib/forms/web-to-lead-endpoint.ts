import { randomUUID } from "node:crypto"
import type { Context } from "@netlify/functions"
import { WEB_TO_LEAD_FORM_START_FIELD as FORM_START_FIELD } from "../../../src/domain/forms/fill-time"
import { HONEYPOT_FIELD, isHoneypotHit } from "../../../src/domain/forms/honeypot"
import { LEAD_SOURCE } from "../../../src/domain/hubspot/common"
import { shortenPageUri } from "../../../src/domain/marketing/page-uri"
import { UTM_KEYS } from "../../../src/domain/marketing/utm"
import { WEB_TO_LEAD_ENVELOPE_FIELDS } from "../../../src/domain/salesforce/web-to-lead"
import { endpoint } from "../endpoint"
import { clientError } from "../http"
import { ENQUIRY_MAX_BODY_BYTES, readBody } from "../request-body"
import type { DepsFactory } from "../runtime"
import type { FormDefinition } from "./definitions"
import { idempotencyKey, isKnownLocale, parseUtm } from "./envelope"
import { acceptSubmission } from "./submission"

const ENVELOPE = new Set<string>([...WEB_TO_LEAD_ENVELOPE_FIELDS, HONEYPOT_FIELD, FORM_START_FIELD])

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
    const sent = Object.fromEntries(Object.entries(fields).filter(([name]) => !ENVELOPE.has(name)))
    const values = body.kind === "form" ? formValues(forms[formId].schema, sent) : sent
    return acceptSubmission(
      {
        formId,
        locale: fields.language,
        values,
        context: { pageUri: shortenPageUri(request.headers.get("referer") ?? "") ?? "", pageName: "" },
        utm,
        honeypotHit: isHoneypotHit(fields[HONEYPOT_FIELD]),
        idempotencyKey: key,
        endpoint: new URL(request.url).pathname,
        formStartToken: fields[FORM_START_FIELD],
      },
      forms[formId],
      depsFor(request, context),
    )
  }
}

/**
 * A form post carries text only: a checkbox is the literal "true" or "false" the hidden form
 * writes (String(true)), a list with one entry a single value. Those become the schema's types;
 * anything else stays text and fails the schema's type rule.
 */
function formValues(schema: FormDefinition<never>["schema"], sent: Record<string, unknown>): Record<string, unknown> {
  const types = Object.fromEntries(Object.entries(schema.describe().fields).map(([name, field]) => [name, field.type]))
  return Object.fromEntries(
    Object.entries(sent).map(([name, value]) => {
      if (types[name] === "boolean" && (value === "true" || value === "false")) return [name, value === "true"]
      if (types[name] === "array" && typeof value === "string") return [name, [value]]
      return [name, value]
    }),
  )
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
