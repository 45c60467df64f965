import { object, type ObjectSchema } from "yup"
import type { ContactSimpleValues } from "../values"
import { email, newsletterOptIn, optionalZip, privacy, requiredDescription, requiredPhone, requiredText } from "../schema/fields"
import { country, salutation } from "../schema/list-fields"
import { multiStepFirstName, type StepFields } from "../schema/multi-step"

/** The e-reefer contact form (contact_simple) in three steps: company, question, person. */
export const CONTACT_SIMPLE_STEPS: StepFields<ContactSimpleValues> = [
  ["company", "country_full", "zip"],
  ["description"],
  ["salutation", "first_name", "last_name", "email", "phone", "receive_tip_newsletter", "privacy"],
]

export const contactSimpleSchema: ObjectSchema<ContactSimpleValues> = object({
  company: requiredText(),
  country_full: country(),
  zip: optionalZip(),
  description: requiredDescription(),
  salutation: salutation(),
  first_name: multiStepFirstName(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
