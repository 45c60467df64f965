import { useTranslation } from "react-i18next"
import { ASSET_TYPES } from "../../../domain/forms/options"
import { TERMS } from "../../../domain/forms/term-codes"
import type { LeaseRentalValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { ChoiceCombobox } from "../ui/ChoiceCombobox"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { CompanyField, ConsentFields, CountryField, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { RadioGroup, TextArea, TextInput } from "../ui/inputs"
import { FormSection } from "../ui/FormSection"
import { leaseRentalSchema } from "../../../domain/forms/schemas/lease-rental"

export const LEASE_RENTAL_INITIAL_VALUES = initialValues<LeaseRentalValues>({
  term: null,
  asset_type: null,
  company: "",
  street: "",
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
  privacy: false,
})

/** The lease/rental form of the first design; the landing page embeds it too. */
export default function LeaseRentalForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const terms = TERMS.map((term) => ({ value: String(term), label: t(`term_first_${term}`) }))
  const assetTypes = ASSET_TYPES.map((type) => ({ value: type.code, label: t(`asset_type_${type.code}`) }))
  return (
    <EnquiryForm page={page} formId="lease_rental" schema={leaseRentalSchema} defaultValues={LEASE_RENTAL_INITIAL_VALUES}>
      <FormSection title={t("section_request")}>
        <RadioGroup name="term" legend={t("term")} options={terms} required />
        <ChoiceCombobox name="asset_type" label={t("asset_type")} hint={t("search_hint")} options={assetTypes} required />
      </FormSection>
      <FormSection title={t("section_company")}>
        <CompanyField />
        <TextInput name="street" label={t("street")} required autoComplete="address-line1" />
        <div className="form-row">
          <ZipField required={false} />
          <TextInput name="city" label={t("city")} required autoComplete="address-level2" />
        </div>
        <CountryField />
      </FormSection>
      <FormSection title={t("section_person")}>
        <SalutationField />
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required />
        </div>
        <TextArea name="description" label={t("comment")} />
      </FormSection>
      <ConsentFields />
    </EnquiryForm>
  )
}
