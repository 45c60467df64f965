import { useTranslation } from "react-i18next"
import { CA_BRANCHES, CA_DEPARTMENTS, CALLBACK_PREFERENCES } from "../../../domain/forms/options"
import type { CaContactValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { ConsentFields, EmailField, NameFields, PhoneField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { RadioGroup, Select, TextArea, TextInput } from "../ui/inputs"
import { caContactSchema } from "../../../domain/forms/schemas/ca-contact"

export const CA_CONTACT_INITIAL_VALUES = initialValues<CaContactValues>({
  branch: null,
  department: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  ext: "",
  callback: null,
  feedback: "",
  receive_updates: false,
  privacy: false,
})

/** The Canadian contact form, sent to Salesforce web-to-lead; it thanks in place. */
export default function CaContactForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const branches = CA_BRANCHES.map((branch) => ({ value: branch.code, label: branch.name }))
  const departments = CA_DEPARTMENTS.map((department) => ({ value: department, label: t(`department_${department.toLowerCase()}`) }))
  const callbacks = CALLBACK_PREFERENCES.map((preference) => ({ value: preference, label: t(`callback_${preference.toLowerCase()}`) }))
  return (
    <EnquiryForm page={page} formId="ca_contact" schema={caContactSchema} defaultValues={CA_CONTACT_INITIAL_VALUES}>
      <FormSection title={t("section_branch")}>
        <div className="form-row">
          <Select name="branch" label={t("branch")} options={branches} placeholder={t("choose")} required />
          <Select name="department" label={t("department")} options={departments} placeholder={t("choose")} required />
        </div>
      </FormSection>
      <FormSection title={t("section_person")}>
        <NameFields />
        <EmailField />
        <div className="form-row">
          <PhoneField required={false} />
          <TextInput name="ext" label={t("ext")} inputMode="numeric" maxLength={10} autoComplete="tel-extension" />
        </div>
        <RadioGroup name="callback" legend={t("callback")} options={callbacks} required inline />
        <TextArea name="feedback" label={t("feedback")} required />
      </FormSection>
      <ConsentFields newsletterName="receive_updates" newsletterLabel={t("receive_updates")} />
    </EnquiryForm>
  )
}
