import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import {
  NO_DRIVER_ANSWERS,
  NO_USAGE_ANSWERS,
  isUsageComplete,
  type DriverAnswers,
  type UsageAnswers,
} from "../../domain/calculator/answers"
import { STEPS, type Step } from "../../domain/calculator/constants"
import { calculate } from "../../domain/calculator/formulas"
import type { CalculatorDataView } from "../../drupal/mappers/calculator"
import { useText } from "../../i18n/use-text"
import type { CalculatorContactFormValues } from "../../domain/calculator/contact-schema"
import type { CalculatorSummary, ContactStepProps } from "./ContactStep"
import { DriversStep } from "./DriversStep"
import { countryName } from "./format"
import { ResultsStep } from "./ResultsStep"
import { UsageStep } from "./UsageStep"
import "./calculator.css"

/** The contact form (react-hook-form, yup, the forms machinery) loads only when the results are shown. */
const loadContactStep = () => import(/* webpackChunkName: "calculator-contact" */ "./ContactStep")
const ContactStep = lazy(loadContactStep)

export interface CalculatorProps {
  locale: string
  data: CalculatorDataView | null
  /** The page's title for the results and its invitation to talk about them. */
  resultsTitle: string | null
  invitationHtml: string | null
  contact: Pick<ContactStepProps, "locale" | "privacyPath">
}

/**
 * The e-reefer calculator (spec: forms sections 3, 4 and 9) in four steps: 0 drivers, 1 usage,
 * 2 results, 3 contact form. Every answer is kept while the visitor moves between steps; reset
 * clears step 1. Focus moves to each step's heading, so the change is announced.
 */
export function Calculator({ locale, data, resultsTitle, invitationHtml, contact }: CalculatorProps) {
  const t = useText("calculator")
  const [step, setStep] = useState<Step>(0)
  const [drivers, setDrivers] = useState<DriverAnswers>(NO_DRIVER_ANSWERS)
  const [usage, setUsage] = useState<UsageAnswers>(NO_USAGE_ANSWERS)
  const [hoursText, setHoursText] = useState("")
  const [contactDraft, setContactDraft] = useState<CalculatorContactFormValues | null>(null)

  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])
  const goTo = (next: Step) => {
    moved.current = true
    setStep(next)
  }

  const haulType = data?.haulTypes.find((type) => type.id === usage.question1) ?? null
  const ready =
    data !== null &&
    haulType !== null &&
    isUsageComplete(
      usage,
      data.haulTypes.map((type) => type.id),
    )
  const result = useMemo(
    () =>
      ready && haulType && data
        ? calculate({
            dieselFactor: haulType.dieselFactor,
            electricFactor: haulType.electricFactor,
            countryAverage: data.countryAverage,
            hours: usage.question4!,
            infrastructure: usage.question3,
          })
        : null,
    [ready, haulType, data, usage],
  )
  useEffect(() => {
    if (result) void loadContactStep()
  }, [result])

  if (!data) return <p className="calculator__unavailable">{t("unavailable")}</p>

  const reset = () => {
    setUsage(NO_USAGE_ANSWERS)
    setHoursText("")
    goTo(1)
  }
  // Results and contact need a complete usage step; without one (reset) the visitor is on step 1.
  const shown: Step = step >= 2 && !result ? 1 : step
  const title = shown === 2 ? resultsTitle || t("step_results") : t(`step_${STEPS[shown]}`)
  const summary: CalculatorSummary | null = result && haulType ? { drivers, usage, haulTypeName: haulType.name, result } : null

  return (
    <section className="calculator" aria-labelledby="calculator-step-title">
      <ol className="calculator__progress" aria-label={t("progress")}>
        {STEPS.map((name, index) => (
          <li key={name} className="calculator__progress-step" aria-current={index === shown ? "step" : undefined}>
            <span className="calculator__progress-number">{index + 1}</span> {t(`step_${name}`)}
          </li>
        ))}
      </ol>
      <p className="calculator__step-of">{t("step_of", { current: shown + 1, total: STEPS.length })}</p>
      <h2 className="calculator__title" id="calculator-step-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {shown === 0 && <DriversStep answers={drivers} onChange={setDrivers} onNext={() => goTo(1)} t={t} />}
      {shown === 1 && (
        <UsageStep
          locale={locale}
          haulTypes={data.haulTypes}
          answers={usage}
          hoursText={hoursText}
          onChange={(answers, text) => {
            setUsage(answers)
            setHoursText(text)
          }}
          onBack={() => goTo(0)}
          onReset={reset}
          onResult={() => goTo(2)}
          t={t}
        />
      )}
      {shown === 2 && result && haulType && (
        <ResultsStep
          locale={locale}
          result={result}
          hours={usage.question4!}
          countryName={data.country ? countryName(data.country, locale) : null}
          haulTypeName={haulType.name}
          invitationHtml={invitationHtml}
          onEdit={() => goTo(1)}
          onReset={reset}
          onContact={() => goTo(3)}
          t={t}
        />
      )}
      {shown === 3 && summary && (
        <Suspense fallback={<p className="calculator__loading">{t("loading")}</p>}>
          <ContactStep {...contact} summary={summary} draft={contactDraft} onDraftChange={setContactDraft} onBack={() => goTo(2)} t={t} />
        </Suspense>
      )}
    </section>
  )
}
