import { object, string, type ObjectSchema } from "yup"
import { ASSET_TYPE_CODES, assetsOfType } from "../options"
import { MESSAGES } from "../rules"
import type { NlRentLeaseValues } from "../values"
import {
  choice,
  email,
  kvkNumber,
  newsletterOptIn,
  optionalDescription,
  privacy,
  requiredPhone,
  requiredText,
  requiredZip,
} from "../schema/fields"
import { country, salutation, term } from "../schema/list-fields"

/** An asset of the chosen asset type. */
export const assetOfType = () =>
  string()
    .required(MESSAGES.REQUIRED)
    .test("asset-of-type", MESSAGES.INVALID_CHOICE, (value, context) => assetsOfType(context.parent.asset_type).includes(value))

/** The Netherlands rent/lease form: the lease fields with the KVK company lookup. */
export const nlRentLeaseSchema: ObjectSchema<NlRentLeaseValues> = object({
  asset_type: choice(ASSET_TYPE_CODES),
  asset: assetOfType(),
  term: term(),
  company: requiredText(),
  kvk_number: kvkNumber(),
  zip: requiredZip(),
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
