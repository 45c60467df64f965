import type { LocationCountry } from "../../../domain/location-search"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapLocationCountries, mapLocations, type LocationCardData, type LocationCountryData, type LocationView } from "../location"

export interface LocationsBlockData extends BlockBaseData {
  readonly field_is_location_finder: boolean | null
  readonly relationships: { readonly field_location_countries: ReadonlyArray<LocationCountryData | null> | null } | null
  readonly listed_locations: ReadonlyArray<LocationCardData | null> | null
}

/** The locations component: the location finder (isLocationFinder) or a list of the locations. */
export interface LocationsBlockView {
  base: BlockBaseView
  finder: boolean
  locations: LocationView[]
  countries: LocationCountry[]
}

export function mapLocationsBlock(data: LocationsBlockData): LocationsBlockView {
  return {
    base: mapBlockBase(data),
    finder: data.field_is_location_finder === true,
    locations: mapLocations(data.listed_locations),
    countries: mapLocationCountries(data.relationships?.field_location_countries),
  }
}
