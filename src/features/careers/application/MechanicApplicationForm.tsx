import { useController } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { jobCountryFor, offersTrainee } from "../../../domain/careers/job-country"
import { workshopOptions } from "../../../domain/careers/workshops"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { useMaintenanceLocations } from "../../forms/maintenance/use-locations"
import { useFieldIds } from "../../forms/ui/form-meta"
import { FormSection } from "../../forms/ui/FormSection"
import { Select } from "../../forms/ui/inputs"
import { ApplicationForm } from "./ApplicationForm"
import { mechanicApplicationSchema, type MechanicApplicationValues } from "../../../domain/careers/application-schema"

export const MECHANIC_APPLICATION_INITIAL_VALUES = {
  forMechanic: true,
  location: "",
  first_name: "",
  last_name: "",
  email: "",
  phoneCode: null,
  phone: "",
  fileList: [],
  reference: null,
  privacy: false,
} as unknown as MechanicApplicationValues

/**
 * Mechanic or trainee (spec section 6: the switch is disabled where the locale's job country has
 * a mechanic requisition only, and the application goes to the mechanic one).
 */
function PositionSwitch({ traineeOffered }: { traineeOffered: boolean }) {
  const { t } = useTranslation("careers")
  // Radio buttons hold strings; the field holds the boolean forMechanic, so they are controlled.
  const { field } = useController<MechanicApplicationValues, "forMechanic">({ name: "forMechanic" })
  const { inputId, hintId } = useFieldIds("forMechanic")
  const forMechanic = field.value !== false
  return (
    <fieldset className="form-field form-choices form-choices--inline" aria-describedby={traineeOffered ? undefined : hintId}>
      <legend className="form-field__label">{t("for_mechanic")}</legend>
      {[
        { value: true, label: t("for_mechanic_mechanic") },
        { value: false, label: t("for_mechanic_trainee") },
      ].map((option) => (
        <label key={String(option.value)} className="form-choice" htmlFor={`${inputId}-${option.value}`}>
          <input
            id={`${inputId}-${option.value}`}
            type="radio"
            name={field.name}
            value={String(option.value)}
            checked={forMechanic === option.value}
            disabled={!traineeOffered}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {!traineeOffered && (
        <p id={hintId} className="form-field__hint">
          {t("for_mechanic_only")}
        </p>
      )}
    </fieldset>
  )
}

function WorkshopField({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation("careers")
  const data = useMaintenanceLocations()
  const options = data ? workshopOptions(data.locations, countries).map((value) => ({ value, label: value })) : []
  return <Select name="location" label={t("location")} options={options} placeholder={t("location_any")} />
}

/** The open application as a mechanic or trainee (field_form job_application). */
export default function MechanicApplicationForm(page: FormPageProps) {
  const { t } = useTranslation("careers")
  const jobCountry = jobCountryFor(page.locale)
  return (
    <ApplicationForm
      page={page}
      formId="job_application"
      schema={mechanicApplicationSchema}
      defaultValues={MECHANIC_APPLICATION_INITIAL_VALUES}
      submitLabel={t("SUBMIT_MECHANIC")}
    >
      <FormSection title={t("section_position")}>
        <PositionSwitch traineeOffered={offersTrainee(jobCountry)} />
        <WorkshopField countries={jobCountry?.countries ?? []} />
      </FormSection>
    </ApplicationForm>
  )
}
