import { useEffect, useMemo, useRef } from "react"
import { useFormContext, useWatch } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { DEFAULT_LOCALE } from "../../../config/locales"
import {
  defaultLocationFor,
  locationEmail,
  locationOptions,
  OTHER_LOCATION,
  otherEmailFor,
} from "../../../domain/forms/maintenance-locations"
import type { MaintenanceValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { countryLabel, countryRank } from "../ui/countries"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { useFormMeta } from "../ui/form-meta"
import { CompanyField, ConsentFields, EmailField, NameFields, PhoneField, SalutationField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { Select, TextArea } from "../ui/inputs"
import { maintenanceSchema } from "../../../domain/forms/schemas/maintenance"
import { useMaintenanceLocations } from "./use-locations"

export const MAINTENANCE_INITIAL_VALUES = initialValues<MaintenanceValues>({
  country_code: null,
  location: OTHER_LOCATION,
  salutation: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  company: "",
  description: "",
  receive_tip_newsletter: false,
  privacy: false,
})

/**
 * Country and workshop: the workshops of the chosen country, sorted, "Other" last; a new country
 * selects its first workshop. The hint names where the request goes (the server derives it again).
 */
function LocationFields({ locale }: { locale: string }) {
  const { t } = useTranslation("forms")
  const { setValue, control } = useFormContext<MaintenanceValues>()
  const data = useMaintenanceLocations()
  const records = useMemo(() => data?.locations ?? [], [data])
  const country = useWatch({ control, name: "country_code" })
  const location = useWatch({ control, name: "location" })
  const { countries: allCountries = [] } = useFormMeta()
  const countries = useMemo(() => {
    const codes = [...new Set(records.map((record) => record.country_code.slice(0, 2).toLowerCase()))]
    return codes
      .sort((a, b) => countryRank(allCountries, a) - countryRank(allCountries, b))
      .map((code) => ({ value: code, label: countryLabel(allCountries, code) }))
  }, [records, allCountries])
  // A new country selects its first workshop (or Other), once its options are on the page.
  const previousCountry = useRef(country)
  useEffect(() => {
    if (previousCountry.current === country) return
    previousCountry.current = country
    setValue("location", defaultLocationFor(records, country))
  }, [country, records, setValue])
  const options = locationOptions(records, country).map((value) => ({
    value,
    label: value === OTHER_LOCATION ? t("location_other") : value,
  }))
  const email = data && location ? locationEmail(records, location, otherEmailFor(data, locale, DEFAULT_LOCALE)) : ""
  return (
    <>
      <Select name="country_code" label={t("country")} options={countries} placeholder={t("choose")} required />
      <Select
        name="location"
        label={t("location")}
        options={options}
        required
        hint={email ? t("location_email_hint", { email }) : undefined}
      />
    </>
  )
}

export default function MaintenanceForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  return (
    <EnquiryForm page={page} formId="maintenance" schema={maintenanceSchema} defaultValues={MAINTENANCE_INITIAL_VALUES}>
      <FormSection title={t("section_workshop")}>
        <LocationFields locale={page.locale} />
      </FormSection>
      <FormSection title={t("section_person")}>
        <SalutationField />
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required />
        </div>
        <CompanyField />
        <TextArea name="description" label={t("maintenance_description")} required />
      </FormSection>
      <ConsentFields />
    </EnquiryForm>
  )
}
