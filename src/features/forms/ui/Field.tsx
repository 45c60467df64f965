import type { ReactNode } from "react"
import { get, useFormContext, type FieldError } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { useFieldIds, useFormMeta } from "./form-meta"

export interface FieldA11yProps {
  id: string
  "aria-invalid": boolean
  "aria-describedby"?: string
  "aria-required"?: boolean
}

interface FieldProps {
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  className?: string
  children: (props: FieldA11yProps) => ReactNode
}

/** The message key of a field's error, from react-hook-form's nested errors. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext()
  const error = get(formState.errors, name) as FieldError | undefined
  return error?.message ? String(error.message) : undefined
}

export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation("forms")
  const { messageNamespaces = ["forms"] } = useFormMeta()
  if (!messageKey) return null
  return (
    <p id={id} className="form-field__error">
      <span aria-hidden="true" className="form-field__error-icon">
        !
      </span>
      {t(messageKey, { ns: [...messageNamespaces] })}
    </p>
  )
}

export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {" "}
      *
    </span>
  )
}

/**
 * A labelled field: label, optional hint, the control, and its error. The control gets its id,
 * aria-invalid and aria-describedby (hint and error), so a screen reader announces the error
 * with the field when focus moves to it.
 */
export function Field({ name, label, required, hint, className, children }: FieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(name)
  const error = useFieldError(name)
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className={["form-field", error ? "form-field--invalid" : "", className].filter(Boolean).join(" ")}>
      <label className="form-field__label" htmlFor={inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children({ id: inputId, "aria-invalid": Boolean(error), "aria-describedby": describedBy, "aria-required": required || undefined })}
      <FieldError id={errorId} messageKey={error} />
    </div>
  )
}
