import { object, type ObjectSchema } from "yup"
import { MESSAGES } from "../rules"
import { CA_BRANCH_CODES, CA_DEPARTMENTS, CALLBACK_PREFERENCES } from "../options"
import type { CaContactValues } from "../values"
import { choice, email, newsletterOptIn, optionalPhone, phoneExtension, privacy, requiredDescription, requiredText } from "../schema/fields"

/** The Canadian contact form: branch, department, callback preference; the phone may stay empty unless a call is asked for. */
export const caContactSchema: ObjectSchema<CaContactValues> = object({
  branch: choice(CA_BRANCH_CODES),
  department: choice(CA_DEPARTMENTS),
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phone: optionalPhone().when("callback", {
    is: "Phone",
    then: (phone) => phone.test("phone-for-callback", MESSAGES.PHONE_FOR_CALLBACK, (value) => Boolean(value)),
  }),
  ext: phoneExtension(),
  callback: choice(CALLBACK_PREFERENCES),
  feedback: requiredDescription(),
  receive_updates: newsletterOptIn(),
  privacy: privacy(),
})
