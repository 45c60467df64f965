import { useEffect, useState } from "react"
import { useFormContext } from "react-hook-form"
import { useTranslation } from "react-i18next"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { ApplicationForm } from "./ApplicationForm"
import { REQUISITION_ID_PATTERN, vacancyApplicationSchema, type VacancyApplicationValues } from "../../../domain/careers/application-schema"

export const VACANCY_APPLICATION_INITIAL_VALUES = {
  jobRequisitionId: "",
  first_name: "",
  last_name: "",
  email: "",
  phoneCode: null,
  phone: "",
  fileList: [],
  reference: null,
  privacy: false,
} as unknown as VacancyApplicationValues

/** Spec: the vacancy form reads jobRequisitionId from the page's query string. */
export function requisitionFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get("jobRequisitionId")?.trim() ?? ""
  return REQUISITION_ID_PATTERN.test(value) ? value : null
}

function VacancyReference({ requisitionId }: { requisitionId: string }) {
  const { t } = useTranslation("careers")
  const { setValue } = useFormContext<VacancyApplicationValues>()
  useEffect(() => setValue("jobRequisitionId", requisitionId), [requisitionId, setValue])
  return <p className="application-form__vacancy">{t("vacancy_reference", { id: requisitionId })}</p>
}

/** The application to a vacancy (field_form job_application_vacancy), opened from its apply button. */
export default function VacancyApplicationForm(page: FormPageProps) {
  const { t } = useTranslation("careers")
  const [requisitionId, setRequisitionId] = useState<string | null | undefined>(undefined)
  useEffect(() => setRequisitionId(requisitionFromQuery(window.location.search)), [])
  if (requisitionId === null) {
    const careers = page.application?.careersPath
    return (
      <div className="application-form__missing" role="status">
        <p>{t("vacancy_missing")}</p>
        {careers && (
          <p>
            <a className="button" href={careers}>
              {t("vacancy_missing_link")}
            </a>
          </p>
        )}
      </div>
    )
  }
  return (
    <ApplicationForm
      page={page}
      formId="job_application_vacancy"
      schema={vacancyApplicationSchema}
      defaultValues={VACANCY_APPLICATION_INITIAL_VALUES}
      submitLabel={t("SUBMIT")}
    >
      {requisitionId && <VacancyReference requisitionId={requisitionId} />}
    </ApplicationForm>
  )
}
