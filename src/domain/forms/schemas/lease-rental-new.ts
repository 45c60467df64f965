import { object, type ObjectSchema } from "yup"
import { ASSET_TYPE_CODES } from "../options"
import type { LeaseRentalNewValues } from "../values"
import { choice, email, newsletterOptIn, optionalDescription, optionalZip, privacy, requiredPhone, requiredText } from "../schema/fields"
import { country, salutation, term } from "../schema/list-fields"
import { multiStepFirstName, type StepFields } from "../schema/multi-step"
import { assetOfType } from "./nl-rent-lease"

/** The new-design lease_rental form in three steps: equipment and term, company, person. */
export const LEASE_RENTAL_NEW_STEPS: StepFields<LeaseRentalNewValues> = [
  ["asset_type", "asset", "term"],
  ["company", "zip", "city", "country_full"],
  ["salutation", "first_name", "last_name", "email", "phone", "description", "receive_tip_newsletter", "privacy"],
]

export const leaseRentalNewSchema: ObjectSchema<LeaseRentalNewValues> = object({
  asset_type: choice(ASSET_TYPE_CODES),
  asset: assetOfType(),
  term: term(),
  company: requiredText(),
  zip: optionalZip(),
  city: requiredText(),
  country_full: country(),
  salutation: salutation(),
  first_name: multiStepFirstName(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  description: optionalDescription(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
