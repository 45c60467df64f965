/**
 * What the visitor typed into a server-rendered form before its code arrived. The browser keeps it
 * in the fields; react-hook-form would reset the fields to their initial values when it takes them
 * over, so the form starts from these values instead (nothing typed is lost). Read while the form
 * component first renders, when the server's form (not yet marked data-ready) is still the one
 * on the page.
 */
export type CapturedValues = Record<string, string | string[] | boolean>

interface Captured {
  values: CapturedValues
  comboboxText: Record<string, string>
}

function serverRenderedForm(formId: string): HTMLFormElement | null {
  return typeof document === "undefined"
    ? null
    : document.querySelector<HTMLFormElement>(`form[data-form-id="${formId}"]:not([data-ready])`)
}

/** The fields of the server-rendered form, if it is on the page. */
export function captureFormValues(formId: string): Captured {
  const values: CapturedValues = {}
  const comboboxText: Record<string, string> = {}
  const form = serverRenderedForm(formId)
  if (!form) return { values, comboboxText }
  const checkboxCount = new Map<string, number>()
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox" && element.name) {
      checkboxCount.set(element.name, (checkboxCount.get(element.name) ?? 0) + 1)
    }
  }
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
    const name = element.name
    if (!name || element.type === "hidden" || element.closest("[aria-hidden='true']")) continue
    if (element.getAttribute("role") === "combobox") {
      if (element.value) comboboxText[name] = element.value
      continue
    }
    if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[name] = element.value
      continue
    }
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if ((checkboxCount.get(name) ?? 0) > 1) {
        const list = (values[name] as string[] | undefined) ?? []
        values[name] = element.checked ? [...list, element.value] : list
      } else values[name] = element.checked
      continue
    }
    if (element.value !== "") values[name] = element.value
  }
  return { values, comboboxText }
}

/**
 * A form's starting values: its initial values, with what was typed before its code arrived. Text
 * typed into a searchable choice comes back as that field's starting text.
 */
export function startingValues<T extends Record<string, unknown>>(
  formId: string,
  initial: T,
): { values: T; choiceText: Record<string, string> } {
  const { values: typed, comboboxText } = captureFormValues(formId)
  const values: Record<string, unknown> = { ...initial }
  for (const [name, value] of Object.entries(typed)) if (name in initial) values[name] = value
  const choiceText: Record<string, string> = {}
  for (const [name, text] of Object.entries(comboboxText)) {
    if (!(name in initial)) continue
    if (initial[name] === "") values[name] = text
    else choiceText[name] = text
  }
  return { values: values as T, choiceText }
}
