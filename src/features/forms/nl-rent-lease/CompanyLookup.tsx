import { useEffect, useRef, useState } from "react"
import { useController, useFormContext } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { normalizeDutchPostalCode } from "../../../domain/postal-code"
import type { NlRentLeaseValues } from "../../../domain/forms/values"
import { Combobox } from "../ui/Combobox"
import { Field } from "../ui/Field"
import type { Option } from "../../../domain/forms/options"
import { fetchKvkPostcode, searchKvkCompanies } from "./kvk-api"

type LookupOutcome = "found" | "not_found" | "failed"

const MIN_QUERY_LENGTH = 2
const DEBOUNCE_MS = 250

/**
 * The company field with suggestions from the Chamber of Commerce register. Choosing a company
 * fills its KVK number and the postcode of its main establishment (through the postal-code
 * helper); when that lookup fails, both are cleared. The name can always be typed freely. The
 * hint says whether the register does not know the company or could not be reached, and the name
 * a choice puts in the field is not searched again.
 */
export function CompanyLookup() {
  const { t } = useTranslation("forms")
  const { control, setValue } = useFormContext<NlRentLeaseValues>()
  const { field } = useController({ control, name: "company" })
  const [options, setOptions] = useState<Option[]>([])
  const [searched, setSearched] = useState<{ query: string; outcome: LookupOutcome } | null>(null)
  const controller = useRef<AbortController | null>(null)
  // The name a chosen suggestion put in the field: it is the register's own, so no search for it.
  const chosenName = useRef<string | null>(null)
  const text = String(field.value ?? "")

  useEffect(() => {
    const query = text.trim()
    controller.current?.abort()
    if (query === chosenName.current) return
    chosenName.current = null
    if (query.length < MIN_QUERY_LENGTH) {
      setOptions([])
      setSearched(null)
      return
    }
    const current = new AbortController()
    controller.current = current
    const timer = window.setTimeout(() => {
      void searchKvkCompanies(query, current.signal).then((result) => {
        if (current.signal.aborted || result.status === "aborted") return
        const companies = result.status === "found" ? result.companies : []
        setOptions(companies.map((company) => ({ value: company.kvkNummer, label: `${company.naam} (${company.kvkNummer})` })))
        setSearched({ query, outcome: result.status === "failed" ? "failed" : companies.length ? "found" : "not_found" })
      })
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const choose = async (option: Option) => {
    const name = option.label.replace(/ \(\d{8}\)$/, "")
    chosenName.current = name.trim()
    setOptions([])
    field.onChange(name)
    setValue("kvk_number", option.value, { shouldValidate: true })
    const details = await fetchKvkPostcode(option.value)
    if (details.status === "found") {
      setValue("zip", normalizeDutchPostalCode(details.postcode), { shouldValidate: true })
      setSearched(null)
    } else {
      setValue("kvk_number", "")
      setValue("zip", "")
      setSearched({ query: name.trim(), outcome: details.status })
    }
  }

  const outcome = searched && searched.query === text.trim() ? searched.outcome : null
  const hint = outcome === "failed" ? t("LOOKUP_FAILED_KVK") : outcome === "not_found" ? t("NOT_FOUND_KVK") : t("company_search_hint")
  return (
    <Field name="company" label={t("company")} required hint={hint}>
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
