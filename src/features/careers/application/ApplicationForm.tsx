import { yupResolver } from "@hookform/resolvers/yup"
import { navigate } from "gatsby"
import { useRef, useState, type ReactNode } from "react"
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form"
import { useTranslation } from "react-i18next"
import type { ObjectSchema } from "yup"
import { APPLICANT_SOURCES } from "../../../config/applicant-sources"
import { markApplicationFailure } from "../../../domain/careers/application-failure"
import { PHONE_TYPED_MAX_LENGTH } from "../../../domain/forms/phone"
import { withTrailingSlash } from "../../../domain/routing"
import { useFormTakeover } from "../../../islands/form-takeover"
import { startingValues } from "../../form-pages/captured-values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { newIdempotencyKey } from "../../forms/submission/submit"
import { ErrorSummary, Honeypot, SubmitButton, ThankYou } from "../../forms/ui/feedback"
import { ConsentFields, EmailField, NameFields } from "../../forms/ui/fields"
import { FormMetaProvider } from "../../forms/ui/form-meta"
import { FormSection } from "../../forms/ui/FormSection"
import { RequiredNote, Select, TextInput } from "../../forms/ui/inputs"
import { FileListField } from "./FileListField"
import type { ApplicationFormId } from "../../../domain/careers/application-form-ids"
import { sendApplication } from "./send"
import "./application.css"

interface ApplicationFormProps<T extends FieldValues> {
  page: FormPageProps
  formId: ApplicationFormId
  schema: ObjectSchema<T>
  defaultValues: DefaultValues<T>
  submitLabel: string
  /** The form's own fields before the applicant's details. */
  children?: ReactNode
}

type Status = "idle" | "submitting" | "unavailable" | "done"

/**
 * A job application form: the position fields it is given, then the applicant's details, phone
 * code and digits, the files (uploaded when chosen), how they heard of the job and the privacy
 * box. Sent to /api/send-application; 200 goes to the thank-you-application route, a stored but
 * undelivered application asks for the fallback mail, flags the failure and reloads (spec: forms
 * section 4); an application that could not even be stored keeps everything in the form.
 */
export function ApplicationForm<T extends FieldValues>({
  page,
  formId,
  schema,
  defaultValues,
  submitLabel,
  children,
}: ApplicationFormProps<T>) {
  const { t } = useTranslation("careers")
  // A submit made before the code took over is made again once it has (and the form says it is ready).
  const formElement = useRef<HTMLFormElement>(null)
  const takeover = useFormTakeover(formElement)
  // The phone code starts at the page's own country (issue 19): most applicants live there.
  const [start] = useState(() =>
    startingValues(formId, { ...defaultValues, phoneCode: page.application?.defaultPhoneCode ?? null } as Record<string, unknown>),
  )
  const methods = useForm<T>({
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    // A file chosen before the code arrived is not a value: files count once uploaded.
    defaultValues: { ...start.values, fileList: [] } as DefaultValues<T>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  })
  const [status, setStatus] = useState<Status>("idle")
  const honeypot = useRef<HTMLInputElement>(null)
  const lastAttempt = useRef<{ json: string; key: string } | null>(null)
  const phoneCodes = page.application?.phoneCodes ?? []

  const submit = async (values: T) => {
    const json = JSON.stringify(values)
    // The same values again reuse the key, so an answer that got lost never makes a second application.
    const key = lastAttempt.current?.json === json ? lastAttempt.current.key : newIdempotencyKey()
    lastAttempt.current = { json, key }
    setStatus("submitting")
    const result = await sendApplication({
      formId,
      locale: page.locale,
      values,
      honeypot: honeypot.current?.value ?? "",
      idempotencyKey: key,
    })
    if (result.kind === "delivered") {
      const path = page.thankYouApplicationPath?.trim()
      if (path?.startsWith("/")) {
        await navigate(withTrailingSlash(path))
        return
      }
      setStatus("done")
      return
    }
    if (result.kind === "fallback") {
      markApplicationFailure(window.localStorage)
      window.location.reload()
      return
    }
    if (result.kind === "invalid") {
      Object.entries(result.fields).forEach(([name, message], index) =>
        methods.setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 }),
      )
      setStatus("idle")
      return
    }
    setStatus("unavailable")
  }

  if (status === "done") return <ThankYou title={page.thankYouTitle} textHtml={page.thankYouTextHtml} />
  const invalid = methods.formState.submitCount > 0 && Object.keys(methods.formState.errors).length > 0
  return (
    <FormMetaProvider
      value={{
        formId,
        locale: page.locale,
        privacyPath: page.privacyPath,
        choiceText: start.choiceText,
        messageNamespaces: ["careers", "forms"],
      }}
    >
      <FormProvider {...methods}>
        <form
          className="form application-form"
          noValidate
          onSubmit={methods.handleSubmit(submit)}
          aria-label={t(`form_name_${formId}`)}
          data-form-id={formId}
          ref={formElement}
          {...takeover}
        >
          <RequiredNote />
          <ErrorSummary visible={invalid} />
          {children}
          <FormSection title={t("section_person", { ns: "forms" })}>
            <NameFields />
            <EmailField />
            <div className="form-row form-row--phone">
              <Select name="phoneCode" label={t("phone_code")} options={phoneCodes} required placeholder={t("reference_choose")} />
              {/* A text field: HTML allows the national number's autofill token only there, not on type="tel". */}
              <TextInput
                name="phone"
                label={t("phone_digits")}
                hint={t("phone_digits_hint")}
                required
                autoComplete="tel-national"
                inputMode="numeric"
                maxLength={PHONE_TYPED_MAX_LENGTH}
              />
            </div>
          </FormSection>
          <FormSection title={t("section_documents")}>
            <FileListField locale={page.locale} />
            <Select
              name="reference"
              label={t("reference")}
              options={APPLICANT_SOURCES.map((source) => ({ value: source, label: t(`source_${source}`) }))}
              required
              placeholder={t("reference_choose")}
            />
          </FormSection>
          <ConsentFields withNewsletter={false} />
          <Honeypot inputRef={honeypot} />
          <div role="alert" className={status === "unavailable" ? "form__alert form__alert--error" : undefined}>
            {status === "unavailable" ? t("submit_error") : null}
          </div>
          <div className="form__actions">
            <SubmitButton submitting={status === "submitting"} label={submitLabel} />
          </div>
        </form>
      </FormProvider>
    </FormMetaProvider>
  )
}
