import { object, type ObjectSchema } from "yup"
import { CA_QUOTE_COUNTRIES, CA_QUOTE_REQUESTS } from "../options"
import type { CaQuoteValues } from "../values"
import { choice, email, optionalDescription, privacy, requiredPhone, requiredText, requiredZip } from "../schema/fields"

/** The Canadian quote form: a request type, company and contact details, Canada only. */
export const caQuoteSchema: ObjectSchema<CaQuoteValues> = object({
  request: choice(CA_QUOTE_REQUESTS),
  company: requiredText(),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  zip: requiredZip(),
  country: choice<string>(CA_QUOTE_COUNTRIES),
  comment: optionalDescription(),
  privacy: privacy(),
})
