import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { RichText } from "../../../components/ui/RichText"
import { HONEYPOT_FIELD } from "../../../domain/forms/honeypot"
import { useFieldIds } from "./form-meta"

/** A field people never see and bots fill in; it is not part of the form's values. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation("forms")
  const { inputId } = useFieldIds(HONEYPOT_FIELD)
  return (
    <div className="form__honeypot" aria-hidden="true">
      <label htmlFor={inputId}>{t("honeypot_label")}</label>
      <input ref={inputRef} id={inputId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** Announced when a submit finds invalid fields (focus goes to the first of them). */
export function ErrorSummary({ visible }: { visible: boolean }) {
  const { t } = useTranslation("forms")
  return (
    <div role="alert" className={visible ? "form__alert" : undefined}>
      {visible ? t("error_summary") : null}
    </div>
  )
}

/** Shown when the submission could not even be stored; everything typed stays in the form. */
export function SubmitError({ visible }: { visible: boolean }) {
  const { t } = useTranslation("forms")
  return (
    <div role="alert" className={visible ? "form__alert form__alert--error" : undefined}>
      {visible ? t("submit_error") : null}
    </div>
  )
}

export function SubmitButton({ submitting, label }: { submitting: boolean; label?: string }) {
  const { t } = useTranslation("forms")
  return (
    <>
      <button type="submit" className="button form__submit" disabled={submitting}>
        {label ?? t("SUBMIT")}
      </button>
      <span className="visually-hidden" role="status">
        {submitting ? t("sending") : ""}
      </span>
    </>
  )
}

/** The form page's thank-you title and text, shown in place of the form; it takes the focus. */
export function ThankYou({ title, textHtml }: { title: string | null; textHtml: string | null }) {
  const { t } = useTranslation("forms")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="form-thank-you" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title || t("thank_you_title")}
      </h2>
      {textHtml ? <RichText html={textHtml} /> : <p>{t("thank_you_text")}</p>}
    </div>
  )
}
