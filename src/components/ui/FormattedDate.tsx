import { oncePerKey } from "../../domain/once-per-key"

interface FormattedDateProps {
  date: string | null | undefined
  locale: string
}

/** One format per locale: a list of cards shows many dates. */
const dateFormat = oncePerKey((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }))

/**
 * A date in the locale's convention, with the machine-readable value in <time>. Intl takes the
 * site's locale code as it is ("nl-be"; "nl" formats as nl-NL, the market's): the table of locales
 * (config/locales.ts) stays out of every card's chunk. FormattedDate.test.tsx holds every locale to
 * the same text as its hreflang tag.
 */
export function FormattedDate({ date, locale }: FormattedDateProps) {
  if (!date) return null
  const value = new Date(date)
  if (Number.isNaN(value.getTime())) return null
  const text = dateFormat(locale).format(value)
  return <time dateTime={value.toISOString()}>{text}</time>
}
