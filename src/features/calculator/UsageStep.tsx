import { useId, type FormEvent } from "react"
import { isUsageComplete, isValidOperatingHours, parseOperatingHours, type UsageAnswers } from "../../domain/calculator/answers"
import { FREQUENCIES, INFRASTRUCTURE, OPERATING_HOURS, type Frequency, type Infrastructure } from "../../domain/calculator/constants"
import type { HaulTypeView } from "../../drupal/mappers/calculator"
import type { Text } from "../../i18n/use-text"
import { ChoiceGroup } from "./ChoiceGroup"
import { formatWhole } from "./format"

interface UsageStepProps {
  locale: string
  haulTypes: readonly HaulTypeView[]
  answers: UsageAnswers
  /** The hours as typed, kept even while they are not a valid number. */
  hoursText: string
  onChange(answers: UsageAnswers, hoursText: string): void
  onBack(): void
  onReset(): void
  onResult(): void
  t: Text
}

/** Step 1: haul type, frequency, charging infrastructure and operating hours. Get result needs all four. */
export function UsageStep({ locale, haulTypes, answers, hoursText, onChange, onBack, onReset, onResult, t }: UsageStepProps) {
  const id = useId()
  const complete = isUsageComplete(
    answers,
    haulTypes.map((type) => type.id),
  )
  const hoursInError = hoursText.trim() !== "" && !isValidOperatingHours(answers.question4)
  const limits = {
    min: formatWhole(OPERATING_HOURS.step, locale),
    max: formatWhole(OPERATING_HOURS.max, locale),
    step: formatWhole(OPERATING_HOURS.step, locale),
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onResult()
  }
  return (
    <form className="calculator__form" onSubmit={submit} noValidate>
      <ChoiceGroup
        legend={t("question_haul_type")}
        name="question1"
        multiple={false}
        options={haulTypes.map((type) => ({ value: type.id, label: type.name }))}
        selected={answers.question1 ? [answers.question1] : []}
        onChange={([value]) => onChange({ ...answers, question1: value ?? null }, hoursText)}
      />
      <ChoiceGroup
        legend={t("question_frequency")}
        name="question2"
        multiple={false}
        options={FREQUENCIES.map((value) => ({ value, label: t(`frequency_${value}`) }))}
        selected={answers.question2 ? [answers.question2] : []}
        onChange={([value]) => onChange({ ...answers, question2: (value as Frequency | undefined) ?? null }, hoursText)}
      />
      <ChoiceGroup
        legend={t("question_infrastructure")}
        hint={t("choose_several")}
        name="question3"
        multiple
        options={INFRASTRUCTURE.map((value) => ({ value, label: t(`infrastructure_${value}`) }))}
        selected={answers.question3}
        onChange={(selected) => onChange({ ...answers, question3: selected as Infrastructure[] }, hoursText)}
      />
      <div className="calculator__question">
        <label className="calculator__legend" htmlFor={`${id}-hours`}>
          {t("question_hours")}
        </label>
        <p className="calculator__hint" id={`${id}-hours-hint`}>
          {t("hours_hint", limits)}
        </p>
        <input
          className="calculator__number"
          id={`${id}-hours`}
          name="question4"
          type="number"
          inputMode="numeric"
          min={OPERATING_HOURS.min}
          max={OPERATING_HOURS.max}
          step={OPERATING_HOURS.step}
          value={hoursText}
          aria-invalid={hoursInError || undefined}
          aria-describedby={hoursInError ? `${id}-hours-hint ${id}-hours-error` : `${id}-hours-hint`}
          onChange={(event) => onChange({ ...answers, question4: parseOperatingHours(event.target.value) }, event.target.value)}
        />
        {hoursInError && (
          <p className="calculator__error" id={`${id}-hours-error`} role="alert">
            {t("hours_error", limits)}
          </p>
        )}
      </div>
      <div className="calculator__actions">
        <button className="button button--secondary" type="button" onClick={onBack}>
          {t("back")}
        </button>
        <button className="button button--secondary" type="button" onClick={onReset}>
          {t("reset")}
        </button>
        <button className="button" type="submit" disabled={!complete} aria-describedby={complete ? undefined : `${id}-needs`}>
          {t("get_result")}
        </button>
        {!complete && (
          <p className="calculator__needs" id={`${id}-needs`}>
            {t("get_result_needs")}
          </p>
        )}
      </div>
    </form>
  )
}
