import { englishCountryName } from "../country-names"
import type { MaintenanceValues } from "../forms/values"
import { enquiryPayload, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/**
 * The maintenance form. The spec leaves its field names open; it carries the contact form's fields,
 * the chosen workshop (maintenance_location) and that workshop's e-mail address, which the server
 * derives from the location list (never taken from the browser).
 */
export function buildMaintenancePayload(
  values: MaintenanceValues,
  meta: SubmissionMeta,
  derived: { locationEmail: string },
): HubSpotPayload {
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      country: englishCountryName(values.country_code.toUpperCase()),
      maintenance_location: values.location,
      maintenance_location_email: derived.locationEmail,
      message: leadMessage(values.description, `Company: ${values.company}`, `Location: ${values.location}`),
    },
    meta,
    values,
  )
}
