/** The job application forms, by their field_form id. */
export const APPLICATION_FORM_IDS = ["job_application", "job_application_vacancy"] as const
export type ApplicationFormId = (typeof APPLICATION_FORM_IDS)[number]

export function isApplicationForm(formId: string | null | undefined): formId is ApplicationFormId {
  return (APPLICATION_FORM_IDS as readonly string[]).includes(formId ?? "")
}
