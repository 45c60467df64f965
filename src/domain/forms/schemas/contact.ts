import { object, type ObjectSchema } from "yup"
import type { ContactValues } from "../values"
import { email, newsletterOptIn, optionalPhone, privacy, requiredDescription, requiredText, requiredZip } from "../schema/fields"
import { country, salutation } from "../schema/list-fields"

/** The contact form: zip and description required, phone optional (checked only when filled). */
export const contactSchema: ObjectSchema<ContactValues> = object({
  company: requiredText(),
  salutation: salutation(),
  first_name: requiredText(),
  last_name: requiredText(),
  country_full: country(),
  zip: requiredZip(),
  email: email(),
  phone: optionalPhone(),
  description: requiredDescription(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
