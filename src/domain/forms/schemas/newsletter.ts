import { object, type ObjectSchema } from "yup"
import type { NewsletterValues } from "../values"
import { email } from "../schema/fields"

/**
 * The footer newsletter (spec: shell section 5). The function validates with this schema; the
 * footer itself checks with isValidEmail (the same pattern) so every page does not load yup.
 */
export const newsletterSchema: ObjectSchema<NewsletterValues> = object({ email: email() })
