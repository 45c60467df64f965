import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ENDPOINTS } from "../../domain/forms/form-ids"
import { HONEYPOT_FIELD } from "../../domain/forms/honeypot"
import { isValidEmail } from "../../domain/forms/rules"
import { useFormTakeover } from "../../islands/form-takeover"
import { usePrepareFormStart } from "../forms/submission/use-form-start"
import { newIdempotencyKey, submitForm } from "../forms/submission/submit"
import "./newsletter.css"

/** The newsletter texts editors set per locale (site settings strings newsletter_*). */
export type NewsletterStrings = Readonly<Record<string, string | undefined>>

type Status = "idle" | "sending" | "done" | "error"

export interface NewsletterProps {
  locale: string
  strings: NewsletterStrings
}

/**
 * The footer newsletter sign-up (spec: shell sections 4, 5 and 7): one e-mail field whose submit
 * icon turns into an error icon while the address is invalid; "Enter a valid email" on a bad
 * address; the success message after sign-up. It validates with the same pattern as the function's
 * yup schema, without loading yup on every page.
 */
export function Newsletter({ locale, strings }: NewsletterProps) {
  const { t } = useTranslation("newsletter")
  const id = useId()
  const [email, setEmail] = useState("")
  const [touched, setTouched] = useState(false)
  const [status, setStatus] = useState<Status>("idle")
  const input = useRef<HTMLInputElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const key = useRef(newIdempotencyKey())
  // The form's code may arrive after the visitor has started typing into the server's form (it
  // loads at the first interaction): React keeps what is in the field, and the form takes it over,
  // with a submit made in the meantime. A field already left counts as touched.
  const form = useRef<HTMLFormElement>(null)
  usePrepareFormStart(form)
  const takeover = useFormTakeover(form)
  useEffect(() => {
    const typed = input.current?.value ?? ""
    if (!typed) return
    setEmail(typed)
    if (document.activeElement !== input.current) setTouched(true)
  }, [])

  const valid = isValidEmail(email)
  const invalidNow = email.trim() !== "" && !valid
  const showError = touched && !valid

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid) {
      input.current?.focus()
      return
    }
    setStatus("sending")
    const result = await submitForm({
      endpoint: ENDPOINTS.hubspot,
      formId: "newsletter",
      locale,
      values: { email: email.trim() },
      honeypot: honeypot.current?.value ?? "",
      idempotencyKey: key.current,
    })
    setStatus(result.ok ? "done" : "error")
  }

  const titleId = `${id}-title`
  if (status === "done") {
    return (
      <div className="newsletter">
        <h2 className="newsletter__title">{strings.newsletter_title}</h2>
        <p className="newsletter__success" role="status">
          {strings.newsletter_success}
        </p>
      </div>
    )
  }
  return (
    <form ref={form} {...takeover} className="newsletter" aria-labelledby={titleId} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 id={titleId} className="newsletter__title">
        {strings.newsletter_title}
      </h2>
      {strings.newsletter_text && <p className="newsletter__text">{strings.newsletter_text}</p>}
      <div className={showError ? "newsletter__field newsletter__field--invalid" : "newsletter__field"}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t("newsletter_email_label")}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="newsletter__input"
          placeholder={strings.newsletter_placeholder}
          value={email}
          aria-invalid={showError}
          aria-describedby={showError ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(email.trim() !== "")}
        />
        <button type="submit" className="newsletter__submit" disabled={status === "sending"} aria-label={strings.newsletter_submit}>
          {invalidNow ? <ErrorIcon /> : <ArrowIcon />}
        </button>
      </div>
      <div className="form__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("newsletter_honeypot_label")}</label>
        <input
          ref={honeypot}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {showError && (
        <p id={`${id}-error`} className="newsletter__error">
          {strings.newsletter_invalid_email}
        </p>
      )}
      <p role="status" className={status === "sending" ? "visually-hidden" : undefined}>
        {status === "sending" ? t("newsletter_sending") : ""}
      </p>
      <p role="alert" className={status === "error" ? "newsletter__error" : undefined}>
        {status === "error" ? t("newsletter_error") : ""}
      </p>
    </form>
  )
}

function ArrowIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" data-icon="submit">
      <path d="M4 11h12.2l-4.6-4.6L13 5l7 7-7 7-1.4-1.4 4.6-4.6H4z" fill="currentColor" />
    </svg>
  )
}

function ErrorIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" data-icon="error">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M11 6h2v8h-2zm0 10h2v2h-2z" fill="#fff" />
    </svg>
  )
}
