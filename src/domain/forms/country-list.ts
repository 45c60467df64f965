import { getLocale } from "../../config/locales"
import { COUNTRY_CODES } from "../countries"
import type { FORM_IDS } from "../../drupal/model/nodes"
import type { Option } from "./options"

type FormId = (typeof FORM_IDS)[number]

/** The forms that name countries: the list of every country, the workshops' countries (maintenance), Canada (ca_quote). */
export const FORMS_NAMING_COUNTRIES: ReadonlySet<string> = new Set<FormId>([
  "contact",
  "contact_simple",
  "insight",
  "lease_rental",
  "lease_rental_new",
  "nl_rent_lease",
  "maintenance",
  "ca_quote",
])

/**
 * Every country by its name in the locale, sorted as the locale sorts. Made at build time and
 * handed to the form in its page context, because a browser's Intl names and sorts some regions
 * otherwise than Node's (another CLDR version: Node says "Hongkong SAR van China", Chromium
 * "Hongkong"), and a list that differs from the server's HTML makes React drop the form's HTML and
 * render it anew when its code arrives (the focus goes, and text typed meanwhile can be lost).
 */
export function countryOptions(locale: string): Option[] {
  const tag = getLocale(locale).hreflang
  const names = new Intl.DisplayNames([tag], { type: "region", fallback: "code" })
  const collator = new Intl.Collator(tag)
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label))
}
