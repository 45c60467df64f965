import type { SearchableLocation } from "./location-search"
import { indexNearestLocations, type NearestLocationsOf } from "./nearest-location-index"
import { locationsInLanguage, searchableLocation, type LocationNodeLike } from "./location-translations"

/**
 * The nearest other locations of each location translation that gets a page, as the Gatsby ids of
 * the translations its cards show (locationsInLanguage of the page's language), nearest first.
 *
 * The build works them out once, when it plans the pages, and hands each page its ids: a page
 * query that searched every location itself read thousands of nodes per page at scale, and it
 * made every location page depend on every location, so that one edited location re-ran the
 * queries of all location pages. A page whose nearest locations change gets a new context, which
 * re-runs its query as a changed node would.
 */
export function nearestLocationIds<Node extends LocationNodeLike>(
  locations: readonly Node[],
  pageNodes: readonly Node[],
  count: number,
): Map<string, string[]> {
  const candidatesByLanguage = new Map<string, { nearestTo: NearestLocationsOf<SearchableLocation>; idByDrupalId: Map<string, string> }>()
  const candidatesIn = (langcode: string) => {
    let candidates = candidatesByLanguage.get(langcode)
    if (!candidates) {
      const inLanguage = locationsInLanguage(locations, langcode)
      candidates = {
        nearestTo: indexNearestLocations(inLanguage.map(searchableLocation)),
        idByDrupalId: new Map(inLanguage.map((node) => [node.drupal_id, node.id])),
      }
      candidatesByLanguage.set(langcode, candidates)
    }
    return candidates
  }
  const nearestById = new Map<string, string[]>()
  for (const page of pageNodes) {
    const { nearestTo, idByDrupalId } = candidatesIn(page.langcode)
    const nearest = nearestTo(searchableLocation(page), count)
    nearestById.set(
      page.id,
      nearest.map((match) => idByDrupalId.get(match.location.id)!),
    )
  }
  return nearestById
}
