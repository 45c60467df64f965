import { yupResolver } from "@hookform/resolvers/yup"
import { useEffect, useId, useRef, useState } from "react"
import { useForm, type Resolver, type UseFormRegisterReturn } from "react-hook-form"
import { calculationValues, type CalculationSummary } from "../../domain/calculator/lead"
import { withTrailingSlash } from "../../domain/routing"
import type { Text } from "../../i18n/use-text"
import { usePrepareFormStart } from "../forms/submission/use-form-start"
import { sendForm } from "../forms/submission/send"
import { newIdempotencyKey } from "../forms/submission/submit"
import {
  CONTACT_REQUIRED_FIELDS,
  EMPTY_CONTACT,
  contactFieldsSchema,
  type CalculatorContactFormValues,
  type ContactField,
} from "../../domain/calculator/contact-schema"

export type CalculatorSummary = CalculationSummary

export interface ContactStepProps {
  locale: string
  /** The locale's privacy page, opened in a new tab from the privacy box; null when not configured. */
  privacyPath: string | null
  summary: CalculatorSummary
  /** What the visitor typed before leaving the step, so nothing is lost on the way back. */
  draft: CalculatorContactFormValues | null
  onDraftChange(values: CalculatorContactFormValues): void
  onBack(): void
  t: Text
}

type Status = "idle" | "submitting" | "unavailable" | "sent"

const requiredFieldsSchema = contactFieldsSchema.pick([...CONTACT_REQUIRED_FIELDS])

const INPUTS: Readonly<Record<ContactField, { type: string; autoComplete: string; hint?: string }>> = {
  company: { type: "text", autoComplete: "organization" },
  first_name: { type: "text", autoComplete: "given-name" },
  last_name: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", hint: "contact_phone_hint" },
}

/**
 * Step 3: the visitor's details, sent with the calculation as a lead (form id "calculator") the way
 * every enquiry form sends: `sendForm` posts them with the page context, the hubspotutk cookie (set
 * only after marketing consent) and the stored campaign values to POST /api/submit-hubspot-data,
 * which validates them again, stores them and delivers them to HubSpot. Submit is enabled only when
 * company, names, e-mail and phone are filled and valid; privacy is checked on submit. A failed send
 * keeps every value, and a retry of the same values reuses the idempotency key.
 */
export default function ContactStep({ locale, privacyPath, summary, draft, onDraftChange, onBack, t }: ContactStepProps) {
  const id = useId()
  const [status, setStatus] = useState<Status>("idle")
  const formElement = useRef<HTMLFormElement>(null)
  usePrepareFormStart(formElement)
  const lastAttempt = useRef<{ json: string; key: string } | null>(null)
  const sent = useRef<HTMLDivElement>(null)
  const { register, handleSubmit, formState, watch, setError } = useForm<CalculatorContactFormValues>({
    resolver: yupResolver(contactFieldsSchema) as unknown as Resolver<CalculatorContactFormValues>,
    defaultValues: draft ?? EMPTY_CONTACT,
    mode: "onTouched",
  })
  const values = watch()
  const ready = requiredFieldsSchema.isValidSync(values)

  useEffect(() => {
    const subscription = watch((current) => onDraftChange({ ...EMPTY_CONTACT, ...current }))
    return () => subscription.unsubscribe()
  }, [watch, onDraftChange])

  useEffect(() => {
    if (status === "sent") sent.current?.focus()
  }, [status])

  const submit = async (contact: CalculatorContactFormValues) => {
    const payload = { ...contact, calculation: calculationValues(summary) }
    const json = JSON.stringify(payload)
    const key = lastAttempt.current?.json === json ? lastAttempt.current.key : newIdempotencyKey()
    lastAttempt.current = { json, key }
    setStatus("submitting")
    // No honeypot: the contact step is only reached through the calculator's scripted steps.
    const result = await sendForm({ formId: "calculator", locale, values: payload, honeypot: "", idempotencyKey: key })
    if (result.ok) {
      setStatus("sent")
      return
    }
    if (result.reason === "invalid") {
      const fields = Object.entries(result.fields).filter(([name]) => name in EMPTY_CONTACT)
      fields.forEach(([name, message], index) =>
        setError(name as keyof CalculatorContactFormValues, { type: "server", message }, { shouldFocus: index === 0 }),
      )
      // Something the visitor cannot change (the calculation) was refused: say so rather than nothing.
      setStatus(fields.length > 0 ? "idle" : "unavailable")
      return
    }
    setStatus("unavailable")
  }

  if (status === "sent") {
    return (
      <div className="calculator__sent" role="status" tabIndex={-1} ref={sent}>
        <h3>{t("sent_title")}</h3>
        <p>{t("sent_text")}</p>
      </div>
    )
  }

  const errorOf = (name: keyof CalculatorContactFormValues) => {
    const message = formState.errors[name]?.message
    return message ? t(`error_${message}`) : null
  }
  const submitting = status === "submitting"

  return (
    <form
      ref={formElement}
      className="calculator__form calculator__contact"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={t("contact_form_name")}
    >
      <p className="calculator__hint">{t("contact_intro")}</p>
      <p className="calculator__hint">{t("required_note")}</p>
      {CONTACT_REQUIRED_FIELDS.map((name) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          label={t(`contact_${name}`)}
          required={t("required")}
          hint={INPUTS[name].hint ? t(INPUTS[name].hint!) : null}
          error={errorOf(name)}
          type={INPUTS[name].type}
          autoComplete={INPUTS[name].autoComplete}
          registration={register(name)}
        />
      ))}
      <div className="calculator__consent">
        <label className="calculator__choice" htmlFor={`${id}-newsletter`}>
          <input id={`${id}-newsletter`} type="checkbox" {...register("receive_tip_newsletter")} />
          <span>{t("contact_newsletter")}</span>
        </label>
        <label className="calculator__choice" htmlFor={`${id}-privacy`}>
          <input
            id={`${id}-privacy`}
            type="checkbox"
            aria-required="true"
            aria-invalid={errorOf("privacy") ? true : undefined}
            aria-describedby={errorOf("privacy") ? `${id}-privacy-error` : undefined}
            {...register("privacy")}
          />
          <span>
            {t("contact_privacy")} <span className="calculator__required">({t("required")})</span>
          </span>
        </label>
        {privacyPath && (
          <p className="calculator__privacy-link">
            <a href={withTrailingSlash(privacyPath)} target="_blank" rel="noopener noreferrer">
              {t("privacy_link")}
              <span className="visually-hidden"> ({t("opens_new_tab")})</span>
            </a>
          </p>
        )}
        {errorOf("privacy") && (
          <p className="calculator__error" id={`${id}-privacy-error`}>
            {errorOf("privacy")}
          </p>
        )}
      </div>
      {status === "unavailable" && (
        <p className="calculator__error" role="alert">
          {t("send_failed")}
        </p>
      )}
      <div className="calculator__actions">
        <button className="button button--secondary" type="button" onClick={onBack}>
          {t("back_to_results")}
        </button>
        <button className="button" type="submit" disabled={!ready || submitting} aria-describedby={ready ? undefined : `${id}-needs`}>
          {submitting ? t("sending") : t("send")}
        </button>
        {!ready && (
          <p className="calculator__needs" id={`${id}-needs`}>
            {t("submit_needs")}
          </p>
        )}
      </div>
    </form>
  )
}

interface TextFieldProps {
  id: string
  label: string
  required: string
  hint: string | null
  error: string | null
  type: string
  autoComplete: string
  registration: UseFormRegisterReturn
}

/** A labelled text input with its hint and error, both read with it. */
function TextField({ id, label, required, hint, error, type, autoComplete, registration }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined
  return (
    <div className="calculator__field">
      <label htmlFor={id}>
        {label} <span className="calculator__required">({required})</span>
      </label>
      {hint && (
        <p className="calculator__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {error && (
        <p className="calculator__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
