/**
 * The forms that send something, by the id the browser names them with, and the endpoint that
 * takes each. An endpoint accepts only its own ids.
 */
export const HUBSPOT_FORM_IDS = [
  "lease_rental",
  "contact",
  "maintenance",
  "nl_rent_lease",
  "nl_parts",
  "insight",
  "contact_simple",
  "newsletter",
  /** The e-reefer calculator's contact step (src/features/calculator). */
  "calculator",
] as const
export type HubSpotFormId = (typeof HUBSPOT_FORM_IDS)[number]

/** The new-design lease_rental multi-step form goes through send-data-form. */
export const DATA_FORM_IDS = ["lease_rental_new"] as const
export type DataFormId = (typeof DATA_FORM_IDS)[number]

/** The Canadian forms go to Salesforce web-to-lead. */
export const WEB_TO_LEAD_FORM_IDS = ["ca_contact", "ca_quote"] as const
export type WebToLeadFormId = (typeof WEB_TO_LEAD_FORM_IDS)[number]

export type SubmissionFormId = HubSpotFormId | DataFormId | WebToLeadFormId

export const ENDPOINTS = {
  hubspot: "/api/submit-hubspot-data",
  dataForm: "/api/send-data-form",
  webToLead: "/api/web-to-lead",
  searchKvkCompanies: "/api/search-kvk-companies",
  fetchKvkCompanyDetails: "/api/fetch-kvk-company-details",
  formStart: "/api/form-start",
  maintenanceLocations: "/data/maintenance-locations.json",
} as const

export function isOneOf<T extends string>(ids: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (ids as readonly string[]).includes(value)
}
