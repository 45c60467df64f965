import { englishCountryName } from "../country-names"
import type { ContactSimpleValues } from "../forms/values"
import { enquiryPayload, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/** The e-reefer contact form (contact_simple): the contact fields, marked as an e-reefer enquiry. */
export function buildContactSimplePayload(values: ContactSimpleValues, meta: SubmissionMeta): HubSpotPayload {
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      zip: values.zip,
      country: englishCountryName(values.country_full),
      enquiry_subject: "e-Reefer",
      message: leadMessage(values.description, `Company: ${values.company}`),
    },
    meta,
    values,
  )
}
