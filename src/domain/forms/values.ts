import type { CaDepartment, CaQuoteRequest, CallbackPreference, ConnectedSolution, Salutation } from "./options"
import type { Term } from "./term-codes"

/**
 * The values of each form after validation (spec: forms section 3). The yup schemas produce
 * exactly these; the payload builders take them. Optional text is an empty string, not null.
 * Country choices hold ISO 3166-1 alpha-2 codes; the builders turn them into names.
 */
export interface PersonValues {
  salutation: Salutation
  first_name: string
  last_name: string
  email: string
  phone: string
}

export interface ConsentValues {
  receive_tip_newsletter: boolean
  privacy: boolean
}

export interface LeaseRentalValues extends PersonValues, ConsentValues {
  term: Term
  asset_type: string
  company: string
  street: string
  zip: string
  city: string
  country_full: string
  description: string
}

export interface ContactValues extends PersonValues, ConsentValues {
  company: string
  country_full: string
  zip: string
  description: string
}

export interface MaintenanceValues extends PersonValues, ConsentValues {
  country_code: string
  location: string
  company: string
  description: string
}

export interface NlRentLeaseValues extends PersonValues, ConsentValues {
  asset_type: string
  asset: string
  term: Term
  company: string
  kvk_number: string
  zip: string
  country_full: string
  description: string
}

export interface NlPartsValues extends PersonValues, ConsentValues {
  product: string
  quantity: number
  product_description: string
  comment: string
  company: string
  zip: string
}

export interface InsightValues extends ConsentValues {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  country_full: string
  connected_solutions_form_interest: ConnectedSolution[]
  description: string
}

/** The e-reefer contact form (contact_simple), in three steps. */
export interface ContactSimpleValues extends PersonValues, ConsentValues {
  company: string
  country_full: string
  zip: string
  description: string
}

/** The new-design lease_rental form, in three steps. */
export interface LeaseRentalNewValues extends PersonValues, ConsentValues {
  asset_type: string
  asset: string
  term: Term
  company: string
  zip: string
  city: string
  country_full: string
  description: string
}

export interface CaContactValues {
  branch: string
  department: CaDepartment
  first_name: string
  last_name: string
  email: string
  phone: string
  ext: string
  callback: CallbackPreference
  feedback: string
  receive_updates: boolean
  privacy: boolean
}

export interface CaQuoteValues {
  request: CaQuoteRequest
  company: string
  first_name: string
  last_name: string
  email: string
  phone: string
  zip: string
  country: string
  comment: string
  privacy: boolean
}

export interface NewsletterValues {
  email: string
}
