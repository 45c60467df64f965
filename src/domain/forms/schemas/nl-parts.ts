import { object, type ObjectSchema } from "yup"
import { NL_PART_CATEGORIES } from "../options"
import type { NlPartsValues } from "../values"
import {
  choice,
  email,
  newsletterOptIn,
  optionalDescription,
  privacy,
  quantity,
  requiredDescription,
  requiredPhone,
  requiredText,
  requiredZip,
} from "../schema/fields"
import { salutation } from "../schema/list-fields"

/** The Netherlands parts form: a part category, a quantity of at least 1 and a description. */
export const nlPartsSchema: ObjectSchema<NlPartsValues> = object({
  product: choice<string>(NL_PART_CATEGORIES),
  quantity: quantity(),
  product_description: requiredDescription(),
  comment: optionalDescription(),
  company: requiredText(),
  zip: requiredZip(),
  salutation: salutation(),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: requiredPhone(),
  receive_tip_newsletter: newsletterOptIn(),
  privacy: privacy(),
})
