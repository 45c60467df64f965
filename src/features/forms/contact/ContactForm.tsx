import { useTranslation } from "react-i18next"
import type { ContactValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { CompanyField, ConsentFields, CountryField, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { TextArea } from "../ui/inputs"
import { contactSchema } from "../../../domain/forms/schemas/contact"

export const CONTACT_INITIAL_VALUES = initialValues<ContactValues>({
  company: "",
  salutation: null,
  first_name: "",
  last_name: "",
  country_full: null,
  zip: "",
  email: "",
  phone: "",
  description: "",
  receive_tip_newsletter: false,
  privacy: false,
})

/** The general contact form: thanks on the thank-you route with ?form=general. */
export default function ContactForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  return (
    <EnquiryForm page={page} formId="contact" schema={contactSchema} defaultValues={CONTACT_INITIAL_VALUES}>
      <FormSection title={t("section_company")}>
        <CompanyField />
        <div className="form-row">
          <ZipField required />
          <CountryField />
        </div>
      </FormSection>
      <FormSection title={t("section_person")}>
        <SalutationField />
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required={false} />
        </div>
        <TextArea name="description" label={t("description")} required />
      </FormSection>
      <ConsentFields />
    </EnquiryForm>
  )
}
