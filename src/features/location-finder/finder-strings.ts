/** The labels and messages of the location finder: the block's own strings (field_strings). */
export const FINDER_STRING_KEYS = [
  "city",
  "country",
  "distance",
  "search",
  "not_found",
  "maintenance",
  "request",
  "locations_exist",
  "no_location",
  "warning_country",
  "show_map",
  "call",
  "route",
] as const

export type FinderStringKey = (typeof FINDER_STRING_KEYS)[number]
export type FinderStrings = Record<FinderStringKey, string>

/** The finder namespace's default of a key the block leaves empty ("route" is "directions" there). */
const DEFAULT_KEYS: Record<FinderStringKey, string> = Object.fromEntries(
  FINDER_STRING_KEYS.map((key) => [key, key === "route" ? "directions" : key]),
) as Record<FinderStringKey, string>

/**
 * The block's strings, each falling back to the finder namespace's default, so that a string an
 * editor left empty never leaves a control without a label.
 */
export function finderStrings(blockStrings: Readonly<Record<string, string>>, translate: (key: string) => string): FinderStrings {
  return Object.fromEntries(
    FINDER_STRING_KEYS.map((key) => [key, blockStrings[key]?.trim() || translate(DEFAULT_KEYS[key])]),
  ) as FinderStrings
}
