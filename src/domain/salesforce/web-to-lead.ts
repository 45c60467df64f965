import { languageOf } from "../../config/locales"
import { englishCountryName } from "../country-names"
import type { WebToLeadFormId } from "../forms/form-ids"
import { LEAD_SOURCE } from "../hubspot/common"
import { UTM_KEYS, type UtmValues } from "../marketing/utm"
import type { CaContactValues, CaQuoteValues } from "../forms/values"

/**
 * Salesforce web-to-lead for the Canadian forms (spec: forms section 7). Standard lead fields go
 * by their web-to-lead names; the others are custom fields of the Fleetlane org, by field id.
 * The organisation id (oid) is added by the server from its configuration.
 */
export const WEB_TO_LEAD_CUSTOM_FIELDS = {
  language: "00N7Q00000FL001",
  form_id: "00N7Q00000FL002",
  branch: "00N7Q00000FL003",
  department: "00N7Q00000FL004",
  ext: "00N7Q00000FL005",
  callback: "00N7Q00000FL006",
  receive_updates: "00N7Q00000FL007",
  request: "00N7Q00000FL008",
  utm_campaign: "00N7Q00000FL009",
  utm_source: "00N7Q00000FL010",
  utm_medium: "00N7Q00000FL011",
  utm_content: "00N7Q00000FL012",
  utm_term: "00N7Q00000FL013",
} as const

/** The fields the browser's hidden form carries besides the form's own values. */
export const WEB_TO_LEAD_ENVELOPE_FIELDS = ["form_id", "language", "lead_source", "idempotency_key", ...UTM_KEYS] as const

export interface WebToLeadMeta {
  locale: string
  utm: UtmValues
}

function trackingFields(formId: WebToLeadFormId, meta: WebToLeadMeta): Record<string, string> {
  const fields: Record<string, string> = {
    lead_source: LEAD_SOURCE,
    [WEB_TO_LEAD_CUSTOM_FIELDS.language]: languageOf(meta.locale),
    [WEB_TO_LEAD_CUSTOM_FIELDS.form_id]: formId,
  }
  for (const key of UTM_KEYS) fields[WEB_TO_LEAD_CUSTOM_FIELDS[key]] = meta.utm[key] ?? ""
  return fields
}

export function buildCaContactLead(values: CaContactValues, meta: WebToLeadMeta): Record<string, string> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    country: englishCountryName("CA"),
    description: values.feedback,
    [WEB_TO_LEAD_CUSTOM_FIELDS.branch]: values.branch,
    [WEB_TO_LEAD_CUSTOM_FIELDS.department]: values.department,
    [WEB_TO_LEAD_CUSTOM_FIELDS.ext]: values.ext,
    [WEB_TO_LEAD_CUSTOM_FIELDS.callback]: values.callback,
    [WEB_TO_LEAD_CUSTOM_FIELDS.receive_updates]: values.receive_updates ? "1" : "0",
    ...trackingFields("ca_contact", meta),
  }
}

export function buildCaQuoteLead(values: CaQuoteValues, meta: WebToLeadMeta): Record<string, string> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    zip: values.zip,
    country: englishCountryName(values.country),
    description: values.comment,
    [WEB_TO_LEAD_CUSTOM_FIELDS.request]: values.request,
    ...trackingFields("ca_quote", meta),
  }
}
