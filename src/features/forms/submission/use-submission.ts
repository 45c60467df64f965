import { navigate } from "gatsby"
import { useRef, useState } from "react"
import type { FieldValues, Path, UseFormReturn } from "react-hook-form"
import type { SubmissionFormId } from "../../../domain/forms/form-ids"
import { thankYouKeyOf, thankYouUrl } from "../../../domain/forms/thank-you"
import { sendForm } from "./send"
import { newIdempotencyKey } from "./submit"

export type SubmissionStatus = "idle" | "submitting" | "unavailable" | "done"

export interface SubmissionOptions {
  formId: SubmissionFormId
  locale: string
  thankYouPath: string | null
  /** The landing page thanks in place even for forms that have a thank-you route. */
  thankInPlace: boolean
}

/**
 * What happens after validation: send, then go to the thank-you route or show the thank-you in
 * place. A failed send keeps every value; a retry of the same values reuses the idempotency key,
 * so a submission whose answer was lost is not stored twice.
 */
export function useSubmission<T extends FieldValues>(methods: UseFormReturn<T>, options: SubmissionOptions) {
  const [status, setStatus] = useState<SubmissionStatus>("idle")
  const honeypot = useRef<HTMLInputElement>(null)
  const lastAttempt = useRef<{ json: string; key: string } | null>(null)

  const submit = async (values: T) => {
    const json = JSON.stringify(values)
    const key = lastAttempt.current?.json === json ? lastAttempt.current.key : newIdempotencyKey()
    lastAttempt.current = { json, key }
    setStatus("submitting")
    const result = await sendForm({
      formId: options.formId,
      locale: options.locale,
      values,
      honeypot: honeypot.current?.value ?? "",
      idempotencyKey: key,
    })
    if (result.ok) {
      const key = thankYouKeyOf(options.formId)
      const url = key && !options.thankInPlace ? thankYouUrl(options.thankYouPath, key) : null
      if (url) {
        await navigate(url)
        return
      }
      setStatus("done")
      return
    }
    if (result.reason === "invalid") {
      const fields = Object.entries(result.fields)
      fields.forEach(([name, message], index) =>
        methods.setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 }),
      )
      setStatus("idle")
      return
    }
    setStatus("unavailable")
  }

  return { status, submit, honeypot }
}
