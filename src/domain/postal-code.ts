/**
 * The Dutch-style postal-code helper (spec: both documents, section 5): strips whitespace and
 * uppercases; "1234" and "1234AB" are kept as they are, anything else keeps its leading four digits
 * plus the two letters that follow them, when present.
 */
const COMPLETE = /^\d{4}([A-Z]{2})?$/
const LEADING = /^\d{4}(?:[A-Z]{2})?/

export function normalizeDutchPostalCode(input: string | null | undefined): string {
  const compact = (input ?? "").replace(/\s+/g, "").toUpperCase()
  if (COMPLETE.test(compact)) return compact
  return compact.match(LEADING)?.[0] ?? compact
}
