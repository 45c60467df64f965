import { yupResolver } from "@hookform/resolvers/yup"
import { useEffect, useId, useMemo, useRef, useState } from "react"
import { useForm, type FieldErrors, type Resolver } from "react-hook-form"
import { RichText } from "../../components/ui/RichText"
import type { RegistrationRecord } from "../../domain/registration/record"
import { useText } from "../../i18n/use-text"
import type { FormPageProps } from "../form-pages/form-page-props"
import { lookupRegistration } from "./api"
import { ResultTable } from "./ResultTable"
import {
  IDENTIFIER_FIELDS,
  IDENTIFIER_MAX_LENGTH,
  IDENTIFIERS_ERROR_PATH,
  registrationLookupSchema,
  registrationSendSchema,
  type RegistrationQuery,
} from "../../domain/registration/lookup"
import "./registration-lookup.css"

type Status = "idle" | "busy" | "not-found" | "unavailable" | "sent"

const EMPTY: RegistrationQuery = { trailer: "", license: "", vin: "", email: "" }

/**
 * The trailer registration lookup (spec: forms sections 2 to 5): trailer, license and vin, at
 * least one of them; the trailer found is shown with its two documents, and an e-mail field lets
 * the visitor have them sent (the button then reads send). New search reloads the page.
 */
export default function RegistrationLookup({ thankYouTitle, thankYouTextHtml }: FormPageProps) {
  const t = useText("registration")
  const id = useId()
  const [record, setRecord] = useState<RegistrationRecord | null>(null)
  const [status, setStatus] = useState<Status>("idle")
  const sending = record !== null
  const sendingRef = useRef(sending)
  sendingRef.current = sending

  // Before a result the e-mail address is optional; to send the documents it is required.
  const resolver = useMemo<Resolver<RegistrationQuery>>(() => {
    const search = yupResolver(registrationLookupSchema) as unknown as Resolver<RegistrationQuery>
    const send = yupResolver(registrationSendSchema) as unknown as Resolver<RegistrationQuery>
    return (values, context, options) => (sendingRef.current ? send : search)(values, context, options)
  }, [])
  const { register, handleSubmit, formState, setError, setFocus, clearErrors, setValue } = useForm<RegistrationQuery>({
    resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  })
  const errors = formState.errors as FieldErrors<RegistrationQuery> & { identifiers?: { message?: string } }

  const outcome = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (record) outcome.current?.focus()
  }, [record])
  useEffect(() => {
    if (status === "sent") heading.current?.focus()
  }, [status])

  const submit = async (values: RegistrationQuery) => {
    setStatus("busy")
    const answer = await lookupRegistration(values)
    if (answer.kind === "found") {
      if (sending) setStatus("sent")
      else {
        setRecord(answer.record)
        setStatus("idle")
      }
      return
    }
    if (answer.kind === "invalid") {
      Object.entries(answer.fields).forEach(([name, message]) =>
        setError(name as keyof RegistrationQuery, { type: "server", message }, { shouldFocus: true }),
      )
      setStatus("idle")
      return
    }
    setStatus(answer.kind)
  }
  const invalid = (found: FieldErrors<RegistrationQuery>) => {
    if ((found as Record<string, unknown>)[IDENTIFIERS_ERROR_PATH]) setFocus("trailer")
  }

  // Sent before the page was live, the form arrives as ?trailer=&license=&vin= (a plain GET form):
  // the search runs now, and the fields leave the address bar.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    if (!IDENTIFIER_FIELDS.some((field) => params.has(field))) return
    IDENTIFIER_FIELDS.forEach((field) => setValue(field, params.get(field) ?? ""))
    IDENTIFIER_FIELDS.forEach((field) => params.delete(field))
    const query = params.toString()
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`)
    void handleSubmit(submit, invalid)()
    // Once, when the page becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (status === "sent") {
    return (
      <div className="registration__sent" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {thankYouTitle || t("sent_title")}
        </h2>
        {thankYouTextHtml ? <RichText html={thankYouTextHtml} /> : <p>{t("sent_text")}</p>}
      </div>
    )
  }

  const fieldError = (name: keyof RegistrationQuery) => errors[name]?.message
  const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined
  const groupError = errors.identifiers?.message

  return (
    <form className="registration" method="get" onSubmit={handleSubmit(submit, invalid)} noValidate aria-label={t("form_name")}>
      {!sending && (
        <fieldset className="registration__identifiers" aria-describedby={describedBy(`${id}-hint`, groupError && `${id}-least-one`)}>
          <legend className="registration__legend">{t("identifiers_legend")}</legend>
          <p className="registration__hint" id={`${id}-hint`}>
            {t("identifiers_hint")}
          </p>
          {IDENTIFIER_FIELDS.map((name) => (
            <div className="registration__field" key={name}>
              <label htmlFor={`${id}-${name}`}>{t(name)}</label>
              <input
                id={`${id}-${name}`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={IDENTIFIER_MAX_LENGTH}
                aria-invalid={Boolean(groupError || fieldError(name)) || undefined}
                aria-describedby={describedBy(fieldError(name) && `${id}-${name}-error`)}
                {...register(name, { onChange: () => groupError && clearErrors(IDENTIFIERS_ERROR_PATH as keyof RegistrationQuery) })}
              />
              {fieldError(name) && (
                <p className="registration__error" id={`${id}-${name}-error`}>
                  {t(String(fieldError(name)))}
                </p>
              )}
            </div>
          ))}
          {groupError && (
            <p className="registration__error" id={`${id}-least-one`} role="alert">
              {t(groupError)}
            </p>
          )}
        </fieldset>
      )}
      {record && (
        <div className="registration__outcome" ref={outcome} tabIndex={-1}>
          <ResultTable record={record} t={t} />
        </div>
      )}
      {sending && (
        <div className="registration__field">
          <label htmlFor={`${id}-email`}>{t("email")}</label>
          <p className="registration__hint" id={`${id}-email-hint`}>
            {t("email_hint")}
          </p>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={Boolean(fieldError("email")) || undefined}
            aria-describedby={describedBy(`${id}-email-hint`, fieldError("email") && `${id}-email-error`)}
            {...register("email")}
          />
          {fieldError("email") && (
            <p className="registration__error" id={`${id}-email-error`}>
              {t(String(fieldError("email")))}
            </p>
          )}
        </div>
      )}
      {status === "not-found" && (
        <p className="registration__error registration__message" role="alert">
          {t("NOT_FOUND")}
        </p>
      )}
      {status === "unavailable" && (
        <p className="registration__error registration__message" role="alert">
          {t("UNAVAILABLE")}
        </p>
      )}
      <div className="registration__actions">
        <button className="button" type="submit" disabled={status === "busy"}>
          {sending ? t("send") : t("search")}
        </button>
        {sending && (
          <button className="button button--secondary" type="button" onClick={() => window.location.reload()}>
            {t("new_search")}
          </button>
        )}
        <span className="registration__status" role="status">
          {status === "busy" ? (sending ? t("sending") : t("searching")) : ""}
        </span>
      </div>
    </form>
  )
}
