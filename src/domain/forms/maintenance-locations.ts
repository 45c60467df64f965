/**
 * The location choice of the maintenance form (spec: forms section 3). Options come from a list of
 * records holding a country code and a value (the location's name); see docs/decisions.md for how
 * the list is derived from the location content.
 */
export interface LocationRecord {
  /** ISO 3166-1 alpha-2 of the location's country; only its first two characters count. */
  country_code: string
  /** The location's name: the option's value and label. */
  value: string
  /** Where the workshop receives maintenance requests. */
  email?: string | null
}

/** Always the last option, and the only one for a country without locations. */
export const OTHER_LOCATION = "Other"

/**
 * Never offered: the spec's two constants, and the demo brand's counterpart of its head office
 * ("TIP UK HQ" is "Fleetlane UK HQ" in the Fleetlane demo). A head office and a partner workshop
 * take no maintenance requests.
 */
export const EXCLUDED_LOCATIONS: readonly string[] = ["Trailer Auto Group", "TIP UK HQ", "Fleetlane UK HQ"]

/**
 * Brand prefixes ignored when sorting, longest first so that "TIP Used Lyon" sorts as "Lyon": the
 * spec's "TIP" and "TIP Used", and the demo brand's own "Fleetlane" and "Fleetlane Used".
 */
export const IGNORED_NAME_PREFIXES: readonly string[] = ["TIP Used", "Fleetlane Used", "TIP", "Fleetlane"]

function normalized(value: string): string {
  return value.trim().toLowerCase()
}

function isExcluded(value: string): boolean {
  return EXCLUDED_LOCATIONS.some((excluded) => normalized(excluded) === normalized(value))
}

/** The name a location sorts by: without a leading brand prefix, case-insensitive. */
export function locationSortKey(value: string): string {
  const name = value.trim()
  for (const prefix of IGNORED_NAME_PREFIXES) {
    const lowerName = name.toLowerCase()
    const lowerPrefix = prefix.toLowerCase()
    if (lowerName === lowerPrefix) return ""
    if (lowerName.startsWith(`${lowerPrefix} `)) return lowerName.slice(lowerPrefix.length).trim()
  }
  return name.toLowerCase()
}

function countryOf(code: string | null | undefined): string {
  return (code ?? "").slice(0, 2).toLowerCase()
}

/** The location values offered for a country, sorted, without exclusions, "Other" last. */
export function locationOptions(records: readonly LocationRecord[], countryCode: string | null | undefined): string[] {
  const country = countryOf(countryCode)
  const values = country
    ? records
        .filter((record) => countryOf(record.country_code) === country && !isExcluded(record.value))
        .map((record) => record.value.trim())
    : []
  const unique = [...new Set(values)].filter((value) => normalized(value) !== normalized(OTHER_LOCATION))
  unique.sort((a, b) => locationSortKey(a).localeCompare(locationSortKey(b), "en", { sensitivity: "base" }) || a.localeCompare(b))
  return [...unique, OTHER_LOCATION]
}

/** What a country change selects: the first location of the country, or "Other". */
export function defaultLocationFor(records: readonly LocationRecord[], countryCode: string | null | undefined): string {
  return locationOptions(records, countryCode)[0]
}

/** Whether a value is one the country offers (the function checks a request with it). */
export function isOfferedLocation(records: readonly LocationRecord[], countryCode: string | null | undefined, value: string): boolean {
  return locationOptions(records, countryCode).includes(value)
}

/** The e-mail address of the chosen location; "Other" and unknown locations get the fallback. */
export function locationEmail(records: readonly LocationRecord[], value: string, fallback: string): string {
  if (value === OTHER_LOCATION || isExcluded(value)) return fallback
  return records.find((record) => record.value.trim() === value.trim())?.email || fallback
}

/** The list the site publishes at build time (ENDPOINTS.maintenanceLocations). */
export interface MaintenanceLocationData {
  locations: LocationRecord[]
  /** Per locale, where requests for "Other" (or an unknown location) go: the company e-mail. */
  otherEmails: Record<string, string>
}

/** The e-mail for "Other" in a locale: its own company address, else the default locale's. */
export function otherEmailFor(data: MaintenanceLocationData, locale: string, defaultLocale: string): string {
  return data.otherEmails[locale] || data.otherEmails[defaultLocale] || ""
}
