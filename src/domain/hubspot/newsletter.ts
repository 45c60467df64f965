import type { NewsletterValues } from "../forms/values"
import {
  hubSpotContext,
  legalConsentOptions,
  SUBSCRIPTION_TYPE_IDS,
  trackingFields,
  type HubSpotPayload,
  type SubmissionMeta,
} from "./common"

/**
 * The footer newsletter (spec: shell section 7): the e-mail, language and campaign values; signing
 * up is the consent to process and to receive the newsletter's subscription type.
 */
export function buildNewsletterPayload(values: NewsletterValues, meta: SubmissionMeta): HubSpotPayload {
  return {
    fields: [{ name: "email", value: values.email }, ...trackingFields(meta)],
    context: hubSpotContext(meta.context),
    legalConsentOptions: legalConsentOptions(true, true, SUBSCRIPTION_TYPE_IDS.newsletter),
  }
}
