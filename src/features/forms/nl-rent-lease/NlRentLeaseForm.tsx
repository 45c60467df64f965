import { useTranslation } from "react-i18next"
import { TERMS } from "../../../domain/forms/term-codes"
import type { NlRentLeaseValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { AssetFields } from "../ui/AssetFields"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { ConsentFields, CountryField, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { RadioGroup, TextArea, TextInput } from "../ui/inputs"
import { CompanyLookup } from "./CompanyLookup"
import { nlRentLeaseSchema } from "../../../domain/forms/schemas/nl-rent-lease"

export const NL_RENT_LEASE_INITIAL_VALUES = initialValues<NlRentLeaseValues>({
  asset_type: null,
  asset: null,
  term: null,
  company: "",
  kvk_number: "",
  zip: "",
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

/** The Netherlands rent/lease form: the company comes from the KVK register. */
export default function NlRentLeaseForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const terms = TERMS.map((term) => ({ value: String(term), label: t(`term_first_${term}`) }))
  return (
    <EnquiryForm page={page} formId="nl_rent_lease" schema={nlRentLeaseSchema} defaultValues={NL_RENT_LEASE_INITIAL_VALUES}>
      <FormSection title={t("section_request")}>
        <AssetFields />
        <RadioGroup name="term" legend={t("term")} options={terms} required />
      </FormSection>
      <FormSection title={t("section_company")}>
        <CompanyLookup />
        <div className="form-row">
          <TextInput name="kvk_number" label={t("kvk_number")} required inputMode="numeric" maxLength={8} />
          <ZipField required />
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
