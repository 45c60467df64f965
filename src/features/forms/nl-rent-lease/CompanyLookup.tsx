import { useEffect, useRef, useState } from "react"
import { useController, useFormContext } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { normalizeDutchPostalCode } from "../../../domain/postal-code"
import type { NlRentLeaseValues } from "../../../domain/forms/values"
import { Combobox } from "../ui/Combobox"
import { Field } from "../ui/Field"
import type { Option } from "../ui/inputs"
import { fetchKvkPostcode, searchKvkCompanies } from "./kvk-api"

const MIN_QUERY_LENGTH = 2
const DEBOUNCE_MS = 250

/**
 * The company field with suggestions from the Chamber of Commerce register. Choosing a company
 * fills its KVK number and the postcode of its main establishment (through the postal-code
 * helper); when that lookup fails, both are cleared. The name can always be typed freely.
 */
export function CompanyLookup() {
  const { t } = useTranslation("forms")
  const { control, setValue } = useFormContext<NlRentLeaseValues>()
  const { field } = useController({ control, name: "company" })
  const [options, setOptions] = useState<Option[]>([])
  const [searched, setSearched] = useState("")
  const controller = useRef<AbortController | null>(null)
  const text = String(field.value ?? "")

  useEffect(() => {
    const query = text.trim()
    controller.current?.abort()
    if (query.length < MIN_QUERY_LENGTH) {
      setOptions([])
      setSearched("")
      return
    }
    const current = new AbortController()
    controller.current = current
    const timer = window.setTimeout(() => {
      void searchKvkCompanies(query, current.signal).then((companies) => {
        if (current.signal.aborted) return
        setOptions(companies.map((company) => ({ value: company.kvkNummer, label: `${company.naam} (${company.kvkNummer})` })))
        setSearched(query)
      })
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const choose = async (option: Option) => {
    const name = option.label.replace(/ \(\d{8}\)$/, "")
    field.onChange(name)
    setValue("kvk_number", option.value, { shouldValidate: true })
    const postcode = await fetchKvkPostcode(option.value)
    if (postcode) {
      setValue("zip", normalizeDutchPostalCode(postcode), { shouldValidate: true })
    } else {
      setValue("kvk_number", "")
      setValue("zip", "")
    }
  }

  const notFound = searched !== "" && searched === text.trim() && options.length === 0
  return (
    <Field name="company" label={t("company")} required hint={notFound ? t("NOT_FOUND_KVK") : t("company_search_hint")}>
      {(a11y) => (
        <Combobox
          {...a11y}
          inputRef={field.ref}
          name="company"
          autoComplete="organization"
          inputValue={text}
          options={options}
          statusText={(count) => t("results_count", { count })}
          onInputValueChange={(value) => field.onChange(value)}
          onSelect={(option) => void choose(option)}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  )
}
