import type { PhoneCodeOption } from "./phone-codes"

/**
 * What the build adds to the page context of a job application form page
 * (src/gatsby-node/create-pages.ts): the phone codes with names in the page's language, so the
 * browser carries neither libphonenumber-js nor i18n-iso-countries, and the careers page to
 * send an applicant to who came without a vacancy.
 */
export interface ApplicationPageContext {
  phoneCodes: PhoneCodeOption[]
  /** The phone code the form starts with: the country of the page's market, if it is on the list. */
  defaultPhoneCode: string | null
  careersPath: string | null
}
