import { useEffect, useId, useRef, type FormEvent } from "react"
import { isDriversComplete, type DriverAnswers } from "../../domain/calculator/answers"
import { DRIVERS, E_ASSETS, type Driver, type EAsset } from "../../domain/calculator/constants"
import type { Text } from "../../i18n/use-text"
import { ChoiceGroup } from "./ChoiceGroup"

interface DriversStepProps {
  answers: DriverAnswers
  onChange(answers: DriverAnswers): void
  onNext(): void
  t: Text
}

/** Step 0: what drives the visitor towards electric, and which e-assets interest them. Next needs both. */
export function DriversStep({ answers, onChange, onNext, t }: DriversStepProps) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const complete = isDriversComplete(answers)

  // Boxes ticked in the server-rendered step before the page was live stay ticked.
  useEffect(() => {
    const ticked = (name: string) =>
      Array.from(form.current?.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`) ?? []).map((input) => input.value)
    const question1 = ticked("question1").filter((value): value is Driver => (DRIVERS as readonly string[]).includes(value))
    const question2 = ticked("question2").filter((value): value is EAsset => (E_ASSETS as readonly string[]).includes(value))
    if (question1.length || question2.length) onChange({ question1, question2 })
    // Only once, when the page becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onNext()
  }
  return (
    <form className="calculator__form" onSubmit={submit} noValidate ref={form}>
      <ChoiceGroup
        legend={t("question_drivers")}
        hint={t("choose_several")}
        name="question1"
        multiple
        options={DRIVERS.map((value) => ({ value, label: t(`driver_${value}`) }))}
        selected={answers.question1}
        onChange={(selected) => onChange({ ...answers, question1: selected as Driver[] })}
      />
      <ChoiceGroup
        legend={t("question_assets")}
        hint={t("choose_several")}
        name="question2"
        multiple
        options={E_ASSETS.map((value) => ({ value, label: t(`asset_${value}`) }))}
        selected={answers.question2}
        onChange={(selected) => onChange({ ...answers, question2: selected as EAsset[] })}
      />
      <div className="calculator__actions">
        <button className="button" type="submit" disabled={!complete} aria-describedby={complete ? undefined : `${id}-needs`}>
          {t("next")}
        </button>
        {!complete && (
          <p className="calculator__needs" id={`${id}-needs`}>
            {t("next_needs")}
          </p>
        )}
      </div>
    </form>
  )
}
