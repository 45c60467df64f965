import { object, type ObjectSchema } from "yup"
import { CONNECTED_SOLUTIONS } from "../options"
import type { InsightValues } from "../values"
import { choices, email, newsletterOptIn, optionalDescription, optionalPhone, optionalText, privacy, requiredText } from "../schema/fields"
import { country } from "../schema/list-fields"

/** The insight (connected solutions) form: company and phone may stay empty. */
export const insightSchema: ObjectSchema<InsightValues> = object({
  country_full: country(),
  company: optionalText(),
  connected_solutions_form_interest: choices(CONNECTED_SOLUTIONS),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: optionalPhone(),
  description: optionalDescription(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
