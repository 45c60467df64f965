import { useEffect, useMemo, useState, type ReactNode } from "react"
import { useController, useFormContext } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { Combobox, filterOptions, searchable } from "./Combobox"
import { Field } from "./Field"
import { useFormMeta } from "./form-meta"
import type { Option } from "../../../domain/forms/options"

interface ChoiceComboboxProps {
  name: string
  label: ReactNode
  options: readonly Option[]
  required?: boolean
  hint?: ReactNode
  onValueChange?: (value: string | null) => void
}

/**
 * A searchable choice of a fixed list (spec: the country and asset type choices): the field's
 * value is the chosen option's value, or null while the text matches no option.
 */
export function ChoiceCombobox({ name, label, options, required, hint, onValueChange }: ChoiceComboboxProps) {
  const { t } = useTranslation("forms")
  const { control } = useFormContext()
  const { field } = useController({ name, control })
  const { choiceText } = useFormMeta()
  const labelOf = (value: unknown) => options.find((option) => option.value === value)?.label ?? ""
  const [text, setText] = useState(() => labelOf(field.value) || choiceText?.[name] || "")

  // Text typed before the form's code arrived: an exact match is a choice.
  useEffect(() => {
    const exact = text && !field.value ? options.find((option) => searchable(option.label) === searchable(text)) : undefined
    if (exact) field.onChange(exact.value)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The value may change from outside (a reset, a dependent field): show its label.
  useEffect(() => {
    if (field.value !== null && field.value !== undefined && field.value !== "") setText(labelOf(field.value))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value, options])

  const selectedLabel = useMemo(() => options.find((option) => option.value === field.value)?.label ?? "", [options, field.value])
  // While the text is the chosen option's label, the whole list is offered.
  const visible = useMemo(() => filterOptions(options, text === selectedLabel ? "" : text), [options, text, selectedLabel])

  const setValue = (value: string | null) => {
    if (value === field.value) return
    field.onChange(value)
    onValueChange?.(value)
  }

  return (
    <Field name={name} label={label} required={required} hint={hint}>
      {(a11y) => (
        <Combobox
          {...a11y}
          inputRef={field.ref}
          name={name}
          inputValue={text}
          options={visible}
          noResultsText={t("no_matches")}
          statusText={(count) => t("results_count", { count })}
          onInputValueChange={(value) => {
            setText(value)
            if (searchable(value) !== searchable(labelOf(field.value))) setValue(null)
          }}
          onSelect={(option) => {
            setText(option.label)
            setValue(option.value)
          }}
          onBlur={() => {
            const exact = options.find((option) => searchable(option.label) === searchable(text))
            if (exact) {
              setText(exact.label)
              setValue(exact.value)
            }
            field.onBlur()
          }}
        />
      )}
    </Field>
  )
}
