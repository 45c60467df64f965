import { englishCountryName } from "../country-names"
import type { ContactValues } from "../forms/values"
import { enquiryPayload, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/** The contact form (spec: forms section 7, "Fields, contact form"). */
export function buildContactPayload(values: ContactValues, meta: SubmissionMeta): HubSpotPayload {
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
      message: leadMessage(values.description, `Company: ${values.company}`),
    },
    meta,
    values,
  )
}
