import type { GatsbyNode } from "gatsby"
import { NEAREST_LOCATIONS_COUNT } from "../../src/config/location-finder"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { nearestLocations } from "../../src/domain/location-search"
import { languageCandidatesCache, type DigestedLocationNode } from "./language-candidates"
import { searchableLocation } from "./location-translations"

interface ResolverContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<DigestedLocationNode> }> }
}

const candidatesIn = languageCandidatesCache<DigestedLocationNode>()

async function locationsFor(source: { langcode?: string | null }, context: ResolverContext) {
  const { entries } = await context.nodeModel.findAll({ type: "node__location" })
  return candidatesIn(entries, source.langcode ?? DEFAULT_LOCALE)
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
        resolve: async (source: { langcode?: string | null }, _args: unknown, context: ResolverContext) =>
          (await locationsFor(source, context)).nodes,
      },
    },
    node__location: {
      nearest_locations: {
        type: "[node__location!]!",
        args: { limit: { type: "Int", defaultValue: NEAREST_LOCATIONS_COUNT } },
        resolve: async (source: DigestedLocationNode, args: { limit: number }, context: ResolverContext) => {
          const { searchable, byDrupalId } = await locationsFor(source, context)
          return nearestLocations(searchableLocation(source), searchable, args.limit).map((match) => byDrupalId.get(match.location.id)!)
        },
      },
    },
  })
}
