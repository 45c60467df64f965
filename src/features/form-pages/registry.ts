import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { FORM_IDS } from "../../drupal/model/nodes"

export type FormId = (typeof FORM_IDS)[number]

/** What the form template hands every form it mounts. */
export interface FormPageProps {
  locale: string
  formId: FormId
  /** Shown in place of a form that does not redirect after success. */
  thankYouTitle: string | null
  thankYouTextHtml: string | null
}

/**
 * The form a form page shows, by its field_form id. Each form feature registers here as its own
 * chunk, loaded only by the pages that show it; a page whose form is not registered shows its
 * introduction only.
 */
export const FORM_COMPONENTS: Partial<Record<FormId, LazyExoticComponent<ComponentType<FormPageProps>>>> = {
  registration_lookup: lazy(() => import("../registration-lookup/RegistrationLookup")),
}
