import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { FORM_IDS } from "../../drupal/model/nodes"
import type { ApplicationPageContext } from "../../domain/careers/application-page-context"
import type { Option } from "../../domain/forms/options"
import { firstInteraction } from "../../islands/first-interaction"

export type FormId = (typeof FORM_IDS)[number]

/** What the form template hands every form it mounts. */
export interface FormPageProps {
  locale: string
  formId: FormId
  /** Shown in place of a form that does not redirect after success. */
  thankYouTitle: string | null
  thankYouTextHtml: string | null
  /** The locale's thank-you route and privacy page (site settings), without trailing slash. */
  thankYouPath: string | null
  privacyPath: string | null
  /** The landing page thanks in place, even with a form that has a thank-you route. */
  thankInPlace: boolean
  /** Forms that name countries: every country by its name in the locale, sorted (made at build time: country-list.ts). */
  countries?: readonly Option[] | null
  /** Job applications: the locale's thank-you-application route (site settings). */
  thankYouApplicationPath?: string | null
  /** Job applications: what the build prepared for the page (phone codes, careers page). */
  application?: ApplicationPageContext | null
}

type FormModule = { default: ComponentType<FormPageProps> }

/**
 * A form as its own chunk. The server renders it in full; in the browser its code loads at the
 * visitor's first interaction, and until then the server-rendered form stays on screen (what is
 * typed meanwhile is kept: see captured-values.ts).
 */
function formChunk(load: () => Promise<FormModule>): LazyExoticComponent<ComponentType<FormPageProps>> {
  return lazy(async () => {
    if (typeof window !== "undefined") await firstInteraction()
    return load()
  })
}

/**
 * The form a form page shows, by its field_form id. Each form is its own chunk, loaded only by the
 * pages that show it; a page whose form is not registered shows its introduction only.
 */
export const FORM_COMPONENTS: Partial<Record<FormId, LazyExoticComponent<ComponentType<FormPageProps>>>> = {
  lease_rental: formChunk(() => import("../forms/lease-rental/LeaseRentalForm")),
  lease_rental_new: formChunk(() => import("../forms/lease-rental-new/LeaseRentalNewForm")),
  contact: formChunk(() => import("../forms/contact/ContactForm")),
  maintenance: formChunk(() => import("../forms/maintenance/MaintenanceForm")),
  nl_rent_lease: formChunk(() => import("../forms/nl-rent-lease/NlRentLeaseForm")),
  nl_parts: formChunk(() => import("../forms/nl-parts/NlPartsForm")),
  insight: formChunk(() => import("../forms/insight/InsightForm")),
  contact_simple: formChunk(() => import("../forms/contact-simple/ContactSimpleForm")),
  ca_contact: formChunk(() => import("../forms/ca-contact/CaContactForm")),
  ca_quote: formChunk(() => import("../forms/ca-quote/CaQuoteForm")),
  registration_lookup: lazy(() => import("../registration-lookup/RegistrationLookup")),
  job_application: formChunk(() => import("../careers/application/MechanicApplicationForm")),
  job_application_vacancy: formChunk(() => import("../careers/application/VacancyApplicationForm")),
}
