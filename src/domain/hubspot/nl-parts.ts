import { englishCountryName } from "../country-names"
import type { NlPartsValues } from "../forms/values"
import { enquiryPayload, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/** The Netherlands parts form: the part category, quantity and description go in fields and message. */
export function buildNlPartsPayload(values: NlPartsValues, meta: SubmissionMeta): HubSpotPayload {
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      zip: values.zip,
      country: englishCountryName("NL"),
      parts_product: values.product,
      parts_quantity: String(values.quantity),
      parts_product_description: values.product_description,
      message: leadMessage(
        values.comment,
        `Company: ${values.company}`,
        `Product: ${values.product}`,
        `Quantity: ${values.quantity}`,
        `Product description: ${values.product_description}`,
      ),
    },
    meta,
    values,
  )
}
