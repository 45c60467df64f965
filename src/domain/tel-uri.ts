/** A tel: URI of a phone number as written ("+45 86 55 50 27" -> "tel:+4586555027"). */
export function telUri(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`
}
