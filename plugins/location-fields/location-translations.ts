import { DEFAULT_LOCALE } from "../../src/config/locales"
import { isLatLng, type LatLng } from "../../src/domain/geo"
import type { SearchableLocation } from "../../src/domain/location-search"

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
 * Every published location once, in the page's language where it is translated and otherwise in
 * the default language (the translation its links resolve to), as gatsby-source-drupal holds one
 * node per translation.
 */
export function locationsInLanguage<Node extends LocationNodeLike>(nodes: Iterable<Node>, langcode: string): Node[] {
  const chosen = new Map<string, Node>()
  for (const node of nodes) {
    if (node.status === false) continue
    const current = chosen.get(node.drupal_id)
    const rank = (candidate: Node) => (candidate.langcode === langcode ? 2 : candidate.langcode === DEFAULT_LOCALE ? 1 : 0)
    if (!current || rank(node) > rank(current)) chosen.set(node.drupal_id, node)
  }
  return [...chosen.values()]
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
