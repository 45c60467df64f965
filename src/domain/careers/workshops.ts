import { locationOptions, locationSortKey, OTHER_LOCATION, type LocationRecord } from "../forms/maintenance-locations"

/**
 * The workshops the mechanic/trainee form offers as preferred location: the locations of the
 * job country's countries (UK/Ireland has two), with the same exclusions and order as the
 * maintenance form's list, without its "Other": leaving the choice empty means no preference.
 */
export function workshopOptions(records: readonly LocationRecord[], countries: readonly string[]): string[] {
  const values = countries.flatMap((country) => locationOptions(records, country)).filter((value) => value !== OTHER_LOCATION)
  return [...new Set(values)].sort((a, b) => locationSortKey(a).localeCompare(locationSortKey(b), "en", { sensitivity: "base" }))
}
