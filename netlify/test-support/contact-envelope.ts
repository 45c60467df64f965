import { openedFormToken } from "./form-start"

/** A valid Dutch contact enquiry, as the contact form sends it. */
export const CONTACT_VALUES = {
  company: "Jansen Transport B.V.",
  salutation: "Mr.",
  first_name: "Jan",
  last_name: "Jansen",
  country_full: "NL",
  zip: "6711 AA",
  email: "jan@example.nl",
  phone: "",
  description: "Please call me.",
  receive_tip_newsletter: false,
  privacy: true,
}

export const CONTACT_PAGE_CONTEXT = { pageUri: "https://www.fleetlane.example/nl/contact/", pageName: "Contact | Fleetlane" }

/** The body the browser posts for that enquiry, with a form-start token old enough to pass. */
export function contactEnvelope(overrides: Record<string, unknown> = {}) {
  return {
    formId: "contact",
    locale: "nl",
    values: CONTACT_VALUES,
    context: CONTACT_PAGE_CONTEXT,
    formStart: openedFormToken(),
    ...overrides,
  }
}
