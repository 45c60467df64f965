import { useTranslation } from "react-i18next"
import { CA_QUOTE_REQUESTS } from "../../../domain/forms/options"
import type { CaQuoteValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { countryLabel } from "../ui/countries"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { CompanyField, ConsentFields, EmailField, NameFields, PhoneField, ZipField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { RadioGroup, Select, TextArea } from "../ui/inputs"
import { caQuoteSchema } from "../../../domain/forms/schemas/ca-quote"

export const CA_QUOTE_INITIAL_VALUES = initialValues<CaQuoteValues>({
  request: null,
  company: "",
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  zip: "",
  // Canada is the only choice the quote form offers.
  country: "CA",
  comment: "",
  privacy: false,
})

/** The Canadian quote form, sent to Salesforce web-to-lead; it thanks in place. */
export default function CaQuoteForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const requests = CA_QUOTE_REQUESTS.map((request) => ({ value: request, label: t(`request_${request.toLowerCase()}`) }))
  return (
    <EnquiryForm page={page} formId="ca_quote" schema={caQuoteSchema} defaultValues={CA_QUOTE_INITIAL_VALUES}>
      <FormSection title={t("section_request")}>
        <RadioGroup name="request" legend={t("request")} options={requests} required inline />
        <TextArea name="comment" label={t("comment")} rows={4} />
      </FormSection>
      <FormSection title={t("section_company")}>
        <CompanyField />
        <div className="form-row">
          <ZipField required />
          <Select
            name="country"
            label={t("country")}
            options={[{ value: "CA", label: countryLabel(page.countries ?? [], "CA") }]}
            required
          />
        </div>
      </FormSection>
      <FormSection title={t("section_person")}>
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required />
        </div>
      </FormSection>
      <ConsentFields withNewsletter={false} />
    </EnquiryForm>
  )
}
