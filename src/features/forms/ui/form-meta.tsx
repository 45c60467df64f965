import { createContext, useContext, type ReactNode } from "react"
import type { Option } from "../../../domain/forms/options"

/** What the fields of a form need to know about it: ids are `${formId}-${field}`. */
interface FormMeta {
  formId: string
  locale: string
  privacyPath: string | null
  /** Every country by its name in the locale, sorted (from the page context: src/domain/forms/country-list.ts). */
  countries?: readonly Option[]
  /** Text typed into a searchable choice before the form's code arrived. */
  choiceText?: Readonly<Record<string, string>>
  /** Where error message keys are looked up, in order; `forms` unless a form has messages of its own. */
  messageNamespaces?: readonly string[]
}

const FormMetaContext = createContext<FormMeta>({ formId: "form", locale: "en", privacyPath: null })

export function FormMetaProvider({ value, children }: { value: FormMeta; children: ReactNode }) {
  return <FormMetaContext.Provider value={value}>{children}</FormMetaContext.Provider>
}

export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext)
}

/** The ids of a field's input, hint and error, from the form id and the field name. */
export function useFieldIds(name: string): { inputId: string; hintId: string; errorId: string } {
  const { formId } = useFormMeta()
  const base = `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` }
}
