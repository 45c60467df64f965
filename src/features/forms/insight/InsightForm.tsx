import { useTranslation } from "react-i18next"
import { CONNECTED_SOLUTIONS } from "../../../domain/forms/options"
import type { InsightValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { CompanyField, ConsentFields, CountryField, EmailField, NameFields, PhoneField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { CheckboxGroup, TextArea } from "../ui/inputs"
import { insightSchema } from "../../../domain/forms/schemas/insight"

export const INSIGHT_INITIAL_VALUES = initialValues<InsightValues>({
  country_full: null,
  company: "",
  connected_solutions_form_interest: [],
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  description: "",
  receive_tip_newsletter: false,
  privacy: false,
})

/** The insight (connected solutions) form; HubSpot gets the ticked solutions. */
export default function InsightForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const solutions = CONNECTED_SOLUTIONS.map((solution) => ({ value: solution, label: solution }))
  return (
    <EnquiryForm page={page} formId="insight" schema={insightSchema} defaultValues={INSIGHT_INITIAL_VALUES}>
      <FormSection title={t("section_interest")}>
        <CheckboxGroup name="connected_solutions_form_interest" legend={t("connected_solutions_form_interest")} options={solutions} />
        <TextArea name="description" label={t("comment")} rows={3} />
      </FormSection>
      <FormSection title={t("section_person")}>
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required={false} />
        </div>
        <div className="form-row">
          <CompanyField required={false} />
          <CountryField />
        </div>
      </FormSection>
      <ConsentFields />
    </EnquiryForm>
  )
}
