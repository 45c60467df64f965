import { getLocale } from "../../config/locales"

interface FormattedDateProps {
  date: string | null | undefined
  locale: string
}

/** A date in the locale's convention, with the machine-readable value in <time>. */
export function FormattedDate({ date, locale }: FormattedDateProps) {
  if (!date) return null
  const value = new Date(date)
  if (Number.isNaN(value.getTime())) return null
  const text = new Intl.DateTimeFormat(getLocale(locale).hreflang, { dateStyle: "long", timeZone: "UTC" }).format(value)
  return <time dateTime={value.toISOString()}>{text}</time>
}
