import { useTranslation } from "react-i18next"
import type { ContactSimpleValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { initialValues } from "../ui/defaults"
import { CompanyField, ConsentFields, CountryField, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { TextArea } from "../ui/inputs"
import { MultiStepForm } from "../ui/MultiStepForm"
import { CONTACT_SIMPLE_STEPS, contactSimpleSchema } from "../../../domain/forms/schemas/contact-simple"

export const CONTACT_SIMPLE_INITIAL_VALUES = initialValues<ContactSimpleValues>({
  company: "",
  country_full: null,
  zip: "",
  description: "",
  salutation: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  receive_tip_newsletter: false,
  privacy: true,
})

/** The e-reefer contact form (contact_simple) in three steps; privacy starts ticked. */
export default function ContactSimpleForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const titles = [t("step_company"), t("step_question"), t("step_person")]
  return (
    <MultiStepForm
      page={page}
      formId="contact_simple"
      schema={contactSimpleSchema}
      steps={CONTACT_SIMPLE_STEPS}
      stepTitles={titles}
      defaultValues={CONTACT_SIMPLE_INITIAL_VALUES}
      renderStep={(step) => {
        if (step === 0)
          return (
            <>
              <CompanyField />
              <div className="form-row">
                <CountryField />
                <ZipField required={false} />
              </div>
            </>
          )
        if (step === 1)
          return <TextArea name="description" label={t("ereefer_question")} hint={t("ereefer_question_hint")} required rows={6} />
        return (
          <>
            <SalutationField />
            <NameFields />
            <div className="form-row">
              <EmailField />
              <PhoneField required />
            </div>
            <ConsentFields />
          </>
        )
      }}
    />
  )
}
