import { useTranslation } from "react-i18next"
import { NL_PART_CATEGORIES } from "../../../domain/forms/options"
import type { NlPartsValues } from "../../../domain/forms/values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { initialValues } from "../ui/defaults"
import { EnquiryForm } from "../ui/EnquiryForm"
import { CompanyField, ConsentFields, EmailField, NameFields, PhoneField, SalutationField, ZipField } from "../ui/fields"
import { FormSection } from "../ui/FormSection"
import { Select, TextArea, TextInput } from "../ui/inputs"
import { nlPartsSchema } from "../../../domain/forms/schemas/nl-parts"

export const NL_PARTS_INITIAL_VALUES = initialValues<NlPartsValues>({
  product: null,
  quantity: "",
  product_description: "",
  comment: "",
  company: "",
  zip: "",
  salutation: null,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  receive_tip_newsletter: false,
  privacy: false,
})

/** The Netherlands parts form: a part category of the 16, a quantity of at least 1, a description. */
export default function NlPartsForm(page: FormPageProps) {
  const { t } = useTranslation("forms")
  const products = NL_PART_CATEGORIES.map((category) => ({ value: category, label: category }))
  return (
    <EnquiryForm page={page} formId="nl_parts" schema={nlPartsSchema} defaultValues={NL_PARTS_INITIAL_VALUES}>
      <FormSection title={t("section_parts")}>
        <div className="form-row">
          <Select name="product" label={t("product")} options={products} placeholder={t("choose")} required />
          <TextInput name="quantity" type="number" label={t("quantity")} required inputMode="numeric" min={1} />
        </div>
        <TextArea name="product_description" label={t("product_description")} hint={t("product_description_hint")} required />
        <TextArea name="comment" label={t("comment")} rows={3} />
      </FormSection>
      <FormSection title={t("section_person")}>
        <div className="form-row">
          <CompanyField />
          <ZipField required />
        </div>
        <SalutationField />
        <NameFields />
        <div className="form-row">
          <EmailField />
          <PhoneField required />
        </div>
      </FormSection>
      <ConsentFields />
    </EnquiryForm>
  )
}
