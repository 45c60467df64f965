import type { FORM_IDS } from "../../drupal/model/nodes"
import type { ApplicationPageContext } from "../../domain/careers/application-page-context"
import type { Option } from "../../domain/forms/options"

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
