import type { ReactNode } from "react"
import { useTranslation, Trans } from "react-i18next"
import { withTrailingSlash } from "../../../domain/routing"
import { SALUTATIONS } from "../../../domain/forms/options"
import { PHONE_TYPED_MAX_LENGTH } from "../../../domain/forms/phone"
import { ChoiceCombobox } from "./ChoiceCombobox"
import { useFormMeta } from "./form-meta"
import { Checkbox, RadioGroup, TextInput } from "./inputs"

/** The fields most enquiry forms share (spec: "Common enquiry fields"), composed per form. */

export function SalutationField() {
  const { t } = useTranslation("forms")
  const options = SALUTATIONS.map((value) => ({ value, label: t(`salutation_${value === "Mr." ? "mr" : "ms"}`) }))
  return <RadioGroup name="salutation" legend={t("salutation")} options={options} required inline />
}

export function NameFields({ firstNameRequired = true }: { firstNameRequired?: boolean }) {
  const { t } = useTranslation("forms")
  return (
    <div className="form-row">
      <TextInput name="first_name" label={t("first_name")} required={firstNameRequired} autoComplete="given-name" />
      <TextInput name="last_name" label={t("last_name")} required autoComplete="family-name" />
    </div>
  )
}

export function EmailField() {
  const { t } = useTranslation("forms")
  return <TextInput name="email" type="email" label={t("email")} required autoComplete="email" inputMode="email" />
}

export function PhoneField({ required }: { required: boolean }) {
  const { t } = useTranslation("forms")
  return (
    <TextInput
      name="phone"
      type="tel"
      label={t("phone")}
      hint={t("phone_hint")}
      required={required}
      autoComplete="tel"
      inputMode="tel"
      maxLength={PHONE_TYPED_MAX_LENGTH}
    />
  )
}

export function CompanyField({ required = true }: { required?: boolean }) {
  const { t } = useTranslation("forms")
  return <TextInput name="company" label={t("company")} required={required} autoComplete="organization" />
}

export function ZipField({ required }: { required: boolean }) {
  const { t } = useTranslation("forms")
  return <TextInput name="zip" label={t("zip")} required={required} autoComplete="postal-code" maxLength={20} />
}

export function CountryField({ name = "country_full" }: { name?: string }) {
  const { t } = useTranslation("forms")
  const { countries = [] } = useFormMeta()
  return <ChoiceCombobox name={name} label={t("country")} hint={t("search_hint")} options={countries} required />
}

/** The privacy page opens in a new tab, so nothing typed is lost (spec: forms section 2). */
function PrivacyLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The newsletter box (optional) and the privacy box, whose link opens the privacy page in a new tab. */
export function ConsentFields({
  newsletterName = "receive_tip_newsletter",
  newsletterLabel,
  withNewsletter = true,
}: {
  newsletterName?: string
  newsletterLabel?: string
  withNewsletter?: boolean
}) {
  const { t } = useTranslation("forms")
  const { privacyPath } = useFormMeta()
  const privacyLink = privacyPath ? <PrivacyLink href={withTrailingSlash(privacyPath)} /> : <span />
  return (
    <div className="form-consent">
      {withNewsletter && <Checkbox name={newsletterName} label={newsletterLabel ?? t("receive_tip_newsletter")} />}
      <Checkbox
        name="privacy"
        required
        label={
          <>
            <Trans t={t} i18nKey="privacy_label" components={{ policy: privacyLink }} />
            {privacyPath && <span className="visually-hidden"> {t("opens_new_tab")}</span>}
          </>
        }
      />
    </div>
  )
}
