import { useTranslation } from "react-i18next"
import { TERMS } from "../../../domain/forms/term-codes"
import type { LeaseRentalNewValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { AssetFields } from "../ui/AssetFields"
import { initialValues } from "../ui/defaults"
import { CompanyField, ConsentFields, CountryField, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { RadioGroup, TextArea, TextInput } from "../ui/inputs"
import { MultiStepForm } from "../ui/MultiStepForm"
import { LEASE_RENTAL_NEW_STEPS, leaseRentalNewSchema } from "../../../domain/forms/schemas/lease-rental-new"

export const LEASE_RENTAL_NEW_INITIAL_VALUES = initialValues<LeaseRentalNewValues>({
  asset_type: null,
  asset: null,
  term: null,
  company: "",
  zip: "",
  city: "",
  country_full: null,
  salutation: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  description: "",
  receive_tip_newsletter: false,
  privacy: true,
})

/** The new-design lease_rental form in three steps, sent through send-data-form; privacy starts ticked. */
export default function LeaseRentalNewForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const terms = TERMS.map((term) => ({ value: String(term), label: t(`term_new_${term}`) }))
  const titles = [t("step_equipment"), t("step_company"), t("step_person")]
  return (
    <MultiStepForm
      page={page}
      formId="lease_rental_new"
      schema={leaseRentalNewSchema}
      steps={LEASE_RENTAL_NEW_STEPS}
      stepTitles={titles}
      defaultValues={LEASE_RENTAL_NEW_INITIAL_VALUES}
      renderStep={(step) => {
        if (step === 0)
          return (
            <>
              <AssetFields />
              <RadioGroup name="term" legend={t("term")} options={terms} required />
            </>
          )
        if (step === 1)
          return (
            <>
              <CompanyField />
              <div className="form-row">
                <ZipField required={false} />
                <TextInput name="city" label={t("city")} required autoComplete="address-level2" />
              </div>
              <CountryField />
            </>
          )
        return (
          <>
            <SalutationField />
            <NameFields />
            <div className="form-row">
              <EmailField />
              <PhoneField required />
            </div>
            <TextArea name="description" label={t("comment")} rows={3} />
            <ConsentFields />
          </>
        )
      }}
    />
  )
}
