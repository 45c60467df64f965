import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
// Before the finder's components: the block styles come before the finder's in every chunk (the location block has them so).
import { BlockSection, blockTitleId } from "../shared/BlockSection"
import { searchLocations } from "../../domain/location-search"
import type { LocationsBlockView } from "../../drupal/mappers/blocks/locations"
import type { LocationView } from "../../drupal/mappers/location"
import { LocationCard, type CardLabels } from "../../features/location-finder/components/LocationCard"
import { LocationFinder } from "../../features/location-finder/components/LocationFinder"
import { finderStrings } from "../../features/location-finder/finder-strings"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment LocationsBlock on paragraph__locations {
    field_is_location_finder
    relationships {
      field_location_countries {
        field_title
        field_locale
        field_country_code
      }
    }
    listed_locations {
      ...LocationCard
    }
  }
`

/** Every location by title, as a plain list. */
function LocationList({
  locations,
  locale,
  labels,
  headingLevel,
}: {
  locations: readonly LocationView[]
  locale: string
  labels: CardLabels
  headingLevel: 2 | 3
}) {
  const listed = searchLocations(locations, { origin: null, distance: null, country: null }).results
  return (
    <ul className="location-list">
      {listed.map(({ location }) => (
        <li key={location.id}>
          <LocationCard location={location} distanceKm={null} locale={locale} labels={labels} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The locations component: the location finder when it is flagged as one (the locations page),
 * otherwise a plain list of the locations. The finder's script (search rules, geocoding,
 * autocomplete, map panel) is in this block's chunk, which only a page with the finder loads on
 * its first view (a plain list does not hydrate: see island.ts).
 */
export function LocationsBlock({ view, locale }: BlockProps<LocationsBlockView>) {
  const { t } = useTranslation("finder")
  const strings = finderStrings(view.base.strings, (key) => String(t(key)))
  const cardLabels = { call: strings.call, route: strings.route }

  if (view.finder) {
    // The contact link is the finder's request button when nothing is found, not a link under it.
    const base = { ...view.base, contactLink: null }
    return (
      <BlockSection type="locations" base={base} fallbackTitle={strings.search}>
        <LocationFinder
          labelledBy={blockTitleId(view.base.id)}
          startLocations={view.locations}
          countries={view.countries}
          strings={strings}
          contactUrl={view.base.contactLink?.url ?? null}
          locale={locale}
        />
      </BlockSection>
    )
  }

  return (
    <BlockSection type="locations" base={view.base}>
      <LocationList locations={view.locations} locale={locale} labels={cardLabels} headingLevel={view.base.title ? 3 : 2} />
    </BlockSection>
  )
}
