import { isLatLng, type LatLng } from "./geo"
import type { SearchableLocation } from "./location-search"
import { preferredTranslation } from "./translation-choice"

/** A location node as gatsby-source-drupal creates it, reduced to what these fields read. */
export interface LocationNodeLike {
  id: string
  drupal_id: string
  langcode: string
  status?: boolean
  title?: string | null
  field_country_code?: string | null
  field_address?: { locality?: string | null } | null
  field_geolocation?: Partial<LatLng> | null
}

/**
 * Every published location once, in the translation a visitor of the page's locale is sent to
 * (preferredTranslation: the page's locale, the same language in another region, the location's
 * own market's, the default), as gatsby-source-drupal holds one node per translation. The card
 * shows that translation's texts and links to its page.
 */
export function locationsInLanguage<Node extends LocationNodeLike>(nodes: Iterable<Node>, langcode: string): Node[] {
  const translations = new Map<string, Node[]>()
  for (const node of nodes) {
    if (node.status === false) continue
    translations.set(node.drupal_id, [...(translations.get(node.drupal_id) ?? []), node])
  }
  return [...translations.values()].map((candidates) => {
    const country = candidates.find((candidate) => candidate.field_country_code)?.field_country_code ?? null
    const chosen = preferredTranslation(
      langcode,
      candidates.map((candidate) => candidate.langcode),
      country,
    )
    return candidates.find((candidate) => candidate.langcode === chosen) ?? candidates[0]
  })
}

/** The search's view of a location node. */
export function searchableLocation(node: LocationNodeLike): SearchableLocation {
  const position = node.field_geolocation
  return {
    id: node.drupal_id,
    title: node.title ?? "",
    country: (node.field_country_code ?? "").toLowerCase(),
    city: node.field_address?.locality ?? "",
    position: isLatLng(position) ? { lat: position.lat, lng: position.lng } : null,
  }
}
