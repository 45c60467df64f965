import { languageOf } from "../../config/locales"
import { UTM_KEYS, type UtmValues } from "../marketing/utm"

/**
 * The shape HubSpot's Forms API v3 takes (spec: forms section 7), and the parts every form's
 * payload shares. Each form has its own builder next to this file.
 */
export interface HubSpotField {
  name: string
  value: string
}

export interface HubSpotContext {
  /** The hubspotutk tracking cookie; absent when the visitor has not allowed tracking. */
  hutk?: string
  pageUri: string
  pageName: string
}

export interface HubSpotCommunication {
  value: boolean
  subscriptionTypeId: number
  text: string
}

export interface HubSpotLegalConsentOptions {
  consent: {
    consentToProcess: boolean
    text: string
    communications: HubSpotCommunication[]
  }
}

export interface HubSpotPayload {
  fields: HubSpotField[]
  context: HubSpotContext
  legalConsentOptions: HubSpotLegalConsentOptions
}

/** What a submission carries besides the form's values. */
export interface SubmissionMeta {
  locale: string
  context: HubSpotContext
  utm: UtmValues
}

export const PROCESSING_CONSENT_TEXT = "I agree to allow my data to be processed."
export const MARKETING_CONSENT_TEXT = "I agree to receive marketing emails."

/** HubSpot subscription types: enquiry forms' newsletter box, and the footer newsletter. */
export const SUBSCRIPTION_TYPE_IDS = {
  enquiry: 216497731,
  newsletter: 216497732,
} as const

export const LEAD_SOURCE = "Website"

/** Lines of a lead message: the visitor's own text first, then what the sales team needs. */
export function leadMessage(description: string, ...lines: string[]): string {
  return [description.trim(), ...lines].filter((line) => line !== "").join("\n")
}

export function fieldsOf(record: Record<string, string>): HubSpotField[] {
  return Object.entries(record).map(([name, value]) => ({ name, value }))
}

/** hs_language and the five UTM values, which every form sends. */
export function trackingFields(meta: SubmissionMeta): HubSpotField[] {
  return [{ name: "hs_language", value: languageOf(meta.locale) }, ...UTM_KEYS.map((key) => ({ name: key, value: meta.utm[key] ?? "" }))]
}

export function hubSpotContext(context: HubSpotContext): HubSpotContext {
  return context.hutk
    ? { hutk: context.hutk, pageUri: context.pageUri, pageName: context.pageName }
    : { pageUri: context.pageUri, pageName: context.pageName }
}

export function legalConsentOptions(privacy: boolean, marketing: boolean, subscriptionTypeId: number): HubSpotLegalConsentOptions {
  return {
    consent: {
      consentToProcess: privacy,
      text: PROCESSING_CONSENT_TEXT,
      communications: [{ value: marketing, subscriptionTypeId, text: MARKETING_CONSENT_TEXT }],
    },
  }
}

/** The payload of an enquiry form: its fields, then language and campaign values, context and consent. */
export function enquiryPayload(
  fields: Record<string, string>,
  meta: SubmissionMeta,
  consent: { privacy: boolean; receive_tip_newsletter: boolean },
): HubSpotPayload {
  return {
    fields: [...fieldsOf(fields), ...trackingFields(meta)],
    context: hubSpotContext(meta.context),
    legalConsentOptions: legalConsentOptions(consent.privacy, consent.receive_tip_newsletter, SUBSCRIPTION_TYPE_IDS.enquiry),
  }
}
