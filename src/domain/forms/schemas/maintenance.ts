import { object, type ObjectSchema } from "yup"
import { MESSAGES, TEXT_MAX_LENGTH } from "../rules"
import type { MaintenanceValues } from "../values"
import { COUNTRY_CODES } from "../../countries"
import { choice, email, newsletterOptIn, privacy, requiredDescription, requiredPhone, requiredText, text } from "../schema/fields"
import { salutation } from "../schema/list-fields"

const LOWER_CASE_COUNTRY_CODES = COUNTRY_CODES.map((code) => code.toLowerCase())

/**
 * The maintenance form. The location is one of the chosen country's workshops or "Other"; the
 * function checks it against the location list, which the schema does not carry.
 */
export const maintenanceSchema: ObjectSchema<MaintenanceValues> = object({
  country_code: choice(LOWER_CASE_COUNTRY_CODES),
  location: text().trim().required(MESSAGES.LOCATION_REQUIRED).max(TEXT_MAX_LENGTH, MESSAGES.TOO_LONG),
  salutation: salutation(),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  company: requiredText(),
  description: requiredDescription(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
