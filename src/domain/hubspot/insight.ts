import { englishCountryName } from "../country-names"
import type { InsightValues } from "../forms/values"
import { enquiryPayload, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/** The insight (connected solutions) form; HubSpot takes a multiple checkbox as values joined by ";". */
export function buildInsightPayload(values: InsightValues, meta: SubmissionMeta): HubSpotPayload {
  const interests = values.connected_solutions_form_interest.join(";")
  return enquiryPayload(
    {
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      country: englishCountryName(values.country_full),
      connected_solutions_form_interest: interests,
      message: leadMessage(
        values.description,
        ...(values.company ? [`Company: ${values.company}`] : []),
        ...(interests ? [`Interested in: ${values.connected_solutions_form_interest.join(", ")}`] : []),
      ),
    },
    meta,
    values,
  )
}
