import { yupResolver } from "@hookform/resolvers/yup"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form"
import { useTranslation } from "react-i18next"
import type { ObjectSchema } from "yup"
import type { SubmissionFormId } from "../../../domain/forms/form-ids"
import { useFormTakeover } from "../../../islands/form-takeover"
import { startingValues } from "../../form-pages/captured-values"
import type { FormPageProps } from "../../form-pages/form-page-props"
import type { StepContext, StepFields } from "../../../domain/forms/schema/multi-step"
import { usePrepareFormStart } from "../submission/use-form-start"
import { useSubmission } from "../submission/use-submission"
import { ErrorSummary, Honeypot, SubmitButton, SubmitError, ThankYou } from "./feedback"
import { FormMetaProvider } from "./form-meta"
import { RequiredNote } from "./inputs"

export interface MultiStepFormProps<T extends FieldValues> {
  page: FormPageProps
  formId: SubmissionFormId
  schema: ObjectSchema<T>
  steps: StepFields<T>
  stepTitles: readonly string[]
  defaultValues: DefaultValues<T>
  /** The fields of a step. */
  renderStep: (step: number) => ReactNode
}

/**
 * A form in steps (spec: forms section 4): Next validates the current step's fields (with the step
 * as yup context, so first_name counts only on the third step) and keeps the values; Back returns
 * without validating; the last step has the submit button. Each step change moves the focus to the
 * step's heading, which names the step and its number.
 */
export function MultiStepForm<T extends FieldValues>({
  page,
  formId,
  schema,
  steps,
  stepTitles,
  defaultValues,
  renderStep,
}: MultiStepFormProps<T>) {
  const { t } = useTranslation("forms")
  const context = useRef<StepContext>({ step: 0 })
  // A submit made before the code took over is made again once it has (and the form says it is ready).
  const formElement = useRef<HTMLFormElement>(null)
  const takeover = useFormTakeover(formElement)
  usePrepareFormStart(formElement)
  const [start] = useState(() => startingValues(formId, defaultValues as Record<string, unknown>))
  const methods = useForm<T>({
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues: start.values as DefaultValues<T>,
    context: context.current,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  })
  const [step, setStep] = useState(0)
  const [stepInvalid, setStepInvalid] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const { status, submit, honeypot } = useSubmission(methods, {
    formId,
    locale: page.locale,
    thankYouPath: page.thankYouPath,
    thankInPlace: page.thankInPlace,
  })
  const last = steps.length - 1
  context.current.step = step

  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  const goTo = (next: number) => {
    moved.current = true
    setStepInvalid(false)
    setStep(next)
  }

  const onNext = async () => {
    const valid = await methods.trigger(steps[step] as Array<Path<T>>, { shouldFocus: true })
    setStepInvalid(!valid)
    if (valid) goTo(step + 1)
  }

  if (status === "done") return <ThankYou title={page.thankYouTitle} textHtml={page.thankYouTextHtml} />
  const invalid = stepInvalid || (methods.formState.submitCount > 0 && Object.keys(methods.formState.errors).length > 0)
  return (
    <FormMetaProvider
      value={{ formId, locale: page.locale, privacyPath: page.privacyPath, countries: page.countries ?? [], choiceText: start.choiceText }}
    >
      <FormProvider {...methods}>
        <form
          className="form form--steps"
          noValidate
          aria-label={t(`form_name_${formId}`)}
          data-form-id={formId}
          ref={formElement}
          {...takeover}
          onSubmit={(event) => {
            if (step < last) {
              event.preventDefault()
              void onNext()
              return
            }
            void methods.handleSubmit(submit)(event)
          }}
        >
          <ol className="form-steps">
            {stepTitles.map((title, index) => (
              <li
                key={title}
                className={index === step ? "form-steps__step form-steps__step--current" : "form-steps__step"}
                aria-current={index === step ? "step" : undefined}
              >
                {title}
              </li>
            ))}
          </ol>
          <h2 ref={heading} tabIndex={-1} className="form-steps__heading">
            <span className="form-steps__count">{t("step_of", { current: step + 1, total: steps.length })}</span> {stepTitles[step]}
          </h2>
          <RequiredNote />
          <ErrorSummary visible={invalid} />
          {renderStep(step)}
          <Honeypot inputRef={honeypot} />
          <SubmitError visible={status === "unavailable"} />
          <div className="form__actions">
            {step > 0 && (
              <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)}>
                {t("back")}
              </button>
            )}
            {step < last ? (
              <button type="submit" className="button">
                {t("next")}
              </button>
            ) : (
              <SubmitButton submitting={status === "submitting"} />
            )}
          </div>
        </form>
      </FormProvider>
    </FormMetaProvider>
  )
}
