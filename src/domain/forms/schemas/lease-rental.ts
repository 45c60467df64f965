import { object, type ObjectSchema } from "yup"
import { ASSET_TYPE_CODES } from "../options"
import type { LeaseRentalValues } from "../values"
import { choice, email, newsletterOptIn, optionalDescription, optionalZip, privacy, requiredPhone, requiredText } from "../schema/fields"
import { country, salutation, term } from "../schema/list-fields"

/** The lease/rental form of the first design: zip and description optional, phone required. */
export const leaseRentalSchema: ObjectSchema<LeaseRentalValues> = object({
  term: term(),
  asset_type: choice(ASSET_TYPE_CODES),
  company: requiredText(),
  street: requiredText(),
  zip: optionalZip(),
  city: requiredText(),
  country_full: country(),
  salutation: salutation(),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  description: optionalDescription(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
