import type { ReactNode } from "react"
import { useFormContext } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { Field, FieldError, RequiredMark, useFieldError } from "./Field"
import type { Option } from "../../../domain/forms/options"
import { useFieldIds } from "./form-meta"

interface TextInputProps {
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  type?: "text" | "email" | "tel" | "number"
  autoComplete?: string
  inputMode?: "text" | "email" | "tel" | "numeric"
  maxLength?: number
  min?: number
}

export function TextInput({ name, label, required, hint, type = "text", autoComplete, inputMode, maxLength, min }: TextInputProps) {
  const { register } = useFormContext()
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(name)}
          className="form-field__input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
        />
      )}
    </Field>
  )
}

export function TextArea({
  name,
  label,
  required,
  hint,
  rows = 5,
}: {
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  rows?: number
}) {
  const { register } = useFormContext()
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(a11y) => <textarea {...a11y} {...register(name)} className="form-field__input form-field__textarea" rows={rows} />}
    </Field>
  )
}

/** A native select: keyboard-searchable by typing, and the most robust choice for assistive technology. */
export function Select({
  name,
  label,
  options,
  required,
  hint,
  placeholder,
  onValueChange,
}: {
  name: string
  label: ReactNode
  options: readonly Option[]
  required?: boolean
  hint?: ReactNode
  placeholder?: string
  onValueChange?: (value: string) => void
}) {
  const { register } = useFormContext()
  const field = register(name, { onChange: onValueChange ? (event) => onValueChange(event.target.value) : undefined })
  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(a11y) => (
        <select {...a11y} {...field} className="form-field__input form-field__select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A group of radio buttons in a fieldset whose legend names the question. */
export function RadioGroup({
  name,
  legend,
  options,
  required,
  inline,
}: {
  name: string
  legend: ReactNode
  options: readonly Option[]
  required?: boolean
  inline?: boolean
}) {
  const { register } = useFormContext()
  const { inputId, errorId } = useFieldIds(name)
  const error = useFieldError(name)
  return (
    <fieldset
      className={["form-field", "form-choices", inline ? "form-choices--inline" : "", error ? "form-field--invalid" : ""]
        .filter(Boolean)
        .join(" ")}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="form-choice" htmlFor={`${inputId}-${index}`}>
          <input
            {...register(name)}
            id={`${inputId}-${index}`}
            type="radio"
            value={option.value}
            aria-describedby={error ? errorId : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldError id={errorId} messageKey={error} />
    </fieldset>
  )
}

/** Several checkboxes for one field, whose value is the list of ticked values. */
export function CheckboxGroup({ name, legend, options }: { name: string; legend: ReactNode; options: readonly Option[] }) {
  const { register } = useFormContext()
  const { inputId, errorId } = useFieldIds(name)
  const error = useFieldError(name)
  return (
    <fieldset
      className={["form-field", "form-choices", error ? "form-field--invalid" : ""].filter(Boolean).join(" ")}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="form-choice" htmlFor={`${inputId}-${index}`}>
          <input {...register(name)} id={`${inputId}-${index}`} type="checkbox" value={option.value} />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldError id={errorId} messageKey={error} />
    </fieldset>
  )
}

/** A single checkbox with its label (and an error when it must be ticked). */
export function Checkbox({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { register } = useFormContext()
  const { inputId, errorId } = useFieldIds(name)
  const error = useFieldError(name)
  return (
    <div className={["form-field", "form-field--checkbox", error ? "form-field--invalid" : ""].filter(Boolean).join(" ")}>
      <input
        {...register(name)}
        id={inputId}
        type="checkbox"
        className="form-field__checkbox"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
      />
      <label htmlFor={inputId} className="form-field__checkbox-label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldError id={errorId} messageKey={error} />
    </div>
  )
}

/** The "fields marked * are required" note at the top of a form. */
export function RequiredNote() {
  const { t } = useTranslation("forms")
  return <p className="form__required-note">{t("required_note")}</p>
}
