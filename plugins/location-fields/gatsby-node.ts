import type { GatsbyNode } from "gatsby"
import { NEAREST_LOCATIONS_COUNT } from "../../src/config/location-finder"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { nearestLocations } from "../../src/domain/location-search"
import { locationsInLanguage, searchableLocation, type LocationNodeLike } from "./location-translations"

interface ResolverContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<LocationNodeLike> }> }
}

async function locationsFor(source: { langcode?: string | null }, context: ResolverContext): Promise<LocationNodeLike[]> {
  const { entries } = await context.nodeModel.findAll({ type: "node__location" })
  return locationsInLanguage(entries, source.langcode ?? DEFAULT_LOCALE)
}

/**
 * Two computed fields, so that pages get their locations from their own query:
 * - paragraph__locations.finder_locations: every location, in the paragraph's language (or the
 *   default one), for the finder's static list;
 * - node__location.nearest_locations(limit: 3): the other locations nearest to it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    paragraph__locations: {
      finder_locations: {
        type: "[node__location!]!",
        resolve: (source: { langcode?: string | null }, _args: unknown, context: ResolverContext) => locationsFor(source, context),
      },
    },
    node__location: {
      nearest_locations: {
        type: "[node__location!]!",
        args: { limit: { type: "Int", defaultValue: NEAREST_LOCATIONS_COUNT } },
        resolve: async (source: LocationNodeLike, args: { limit: number }, context: ResolverContext) => {
          const candidates = await locationsFor(source, context)
          const byId = new Map(candidates.map((node) => [node.drupal_id, node]))
          return nearestLocations(searchableLocation(source), candidates.map(searchableLocation), args.limit).map((match) =>
            byId.get(match.location.id)!,
          )
        },
      },
    },
  })
}
