/**
 * Placeholder replacement in texts (spec section 9): each bracketed key, such as `[year]` or
 * `[total]`, is replaced at its first occurrence only; later occurrences, unknown keys and text
 * that a replacement brings in stay as they are.
 */
export type PlaceholderValues = Readonly<Record<string, string | number>>

const BRACKETED_KEY = /\[([^[\]]+)\]/g

export function replacePlaceholders(text: string, values: PlaceholderValues): string {
  const replaced = new Set<string>()
  return text.replace(BRACKETED_KEY, (match, key: string) => {
    if (replaced.has(key) || !Object.prototype.hasOwnProperty.call(values, key)) return match
    replaced.add(key)
    return String(values[key])
  })
}
