import { yupResolver } from "@hookform/resolvers/yup"
import { useRef, useState, type ReactNode } from "react"
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form"
import { useTranslation } from "react-i18next"
import type { ObjectSchema } from "yup"
import type { SubmissionFormId } from "../../../domain/forms/form-ids"
import { useFormTakeover } from "../../../islands/form-takeover"
import { startingValues } from "../../form-pages/captured-values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { usePrepareFormStart } from "../submission/use-form-start"
import { useSubmission } from "../submission/use-submission"
import { ErrorSummary, Honeypot, SubmitButton, SubmitError, ThankYou } from "./feedback"
import { FormMetaProvider } from "./form-meta"
import { RequiredNote } from "./inputs"

export interface EnquiryFormProps<T extends FieldValues> {
  page: FormPageProps
  formId: SubmissionFormId
  schema: ObjectSchema<T>
  defaultValues: DefaultValues<T>
  /** The fields; a render function gets the form's methods (for dependent fields). */
  children: ReactNode
  submitLabel?: string
}

/**
 * A single-page enquiry form: react-hook-form with the form's yup schema, validation on submit
 * then as the visitor corrects, focus to the first invalid field, an announced error summary, the
 * honeypot, and the thank-you (route or in place) after success.
 */
export function EnquiryForm<T extends FieldValues>({ page, formId, schema, defaultValues, children, submitLabel }: EnquiryFormProps<T>) {
  const { t } = useTranslation("forms")
  // A submit made before the code took over is made again once it has (and the form says it is ready).
  const formElement = useRef<HTMLFormElement>(null)
  const takeover = useFormTakeover(formElement)
  usePrepareFormStart(formElement)
  const [start] = useState(() => startingValues(formId, defaultValues as Record<string, unknown>))
  const methods = useForm<T>({
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues: start.values as DefaultValues<T>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  })
  const { status, submit, honeypot } = useSubmission(methods, {
    formId,
    locale: page.locale,
    thankYouPath: page.thankYouPath,
    thankInPlace: page.thankInPlace,
  })
  if (status === "done") return <ThankYou title={page.thankYouTitle} textHtml={page.thankYouTextHtml} />
  const invalid = methods.formState.submitCount > 0 && Object.keys(methods.formState.errors).length > 0
  return (
    <FormMetaProvider
      value={{ formId, locale: page.locale, privacyPath: page.privacyPath, countries: page.countries ?? [], choiceText: start.choiceText }}
    >
      <FormProvider {...methods}>
        <form
          className="form"
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
          <Honeypot inputRef={honeypot} />
          <SubmitError visible={status === "unavailable"} />
          <div className="form__actions">
            <SubmitButton submitting={status === "submitting"} label={submitLabel} />
          </div>
        </form>
      </FormProvider>
    </FormMetaProvider>
  )
}
