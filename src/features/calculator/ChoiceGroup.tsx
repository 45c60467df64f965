import { useId } from "react"

export interface ChoiceOption {
  value: string
  label: string
}

interface ChoiceGroupProps {
  legend: string
  hint?: string
  name: string
  options: readonly ChoiceOption[]
  /** Several answers (checkboxes) or one (radio buttons). */
  multiple: boolean
  selected: readonly string[]
  onChange(selected: string[]): void
}

/** One question of the calculator: a fieldset whose legend asks it, with a checkbox or radio per answer. */
export function ChoiceGroup({ legend, hint, name, options, multiple, selected, onChange }: ChoiceGroupProps) {
  const id = useId()
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) onChange([value])
    else onChange(checked ? [...selected, value] : selected.filter((item) => item !== value))
  }
  return (
    <fieldset className="calculator__question" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="calculator__legend">{legend}</legend>
      {hint && (
        <p className="calculator__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="calculator__choices">
        {options.map((option, index) => (
          <label key={option.value} className="calculator__choice" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
