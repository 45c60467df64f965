/**
 * Campaign tracking values (spec: forms section 7): captured from the URL a visitor lands on,
 * kept in local storage, and sent with every enquiry; empty strings when missing.
 */
export const UTM_KEYS = ["utm_campaign", "utm_source", "utm_medium", "utm_content", "utm_term"] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmValues = Record<UtmKey, string>

export const UTM_STORAGE_KEY = "fleetlane:utm"
export const UTM_VALUE_MAX_LENGTH = 200

export function emptyUtm(): UtmValues {
  return Object.fromEntries(UTM_KEYS.map((key) => [key, ""])) as UtmValues
}

/**
 * The UTM values of a landing URL's query string, or null when it carries none. A new campaign
 * replaces all five values, so values of two campaigns never mix.
 */
export function utmFromSearch(search: string): UtmValues | null {
  const params = new URLSearchParams(search)
  if (!UTM_KEYS.some((key) => params.get(key))) return null
  const values = emptyUtm()
  for (const key of UTM_KEYS) values[key] = (params.get(key) ?? "").trim().slice(0, UTM_VALUE_MAX_LENGTH)
  return values
}

/** Stored values read back: anything that is not a string of a known key becomes empty. */
export function utmFromStored(stored: unknown): UtmValues {
  const values = emptyUtm()
  if (!stored || typeof stored !== "object") return values
  for (const key of UTM_KEYS) {
    const value = (stored as Record<string, unknown>)[key]
    if (typeof value === "string") values[key] = value.slice(0, UTM_VALUE_MAX_LENGTH)
  }
  return values
}
