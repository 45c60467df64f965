import type { GatsbyNode } from "gatsby"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { languageCandidatesCache, type DigestedLocationNode } from "./language-candidates"

interface ResolverContext {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<DigestedLocationNode> }>
    getNodesByIds(args: { ids: readonly string[]; type: string }): DigestedLocationNode[]
  }
}

const candidatesIn = languageCandidatesCache<DigestedLocationNode>()

/**
 * Two computed fields, so that pages get their locations from their own query:
 * - paragraph__locations.finder_locations: every location, in the paragraph's language (or the
 *   default one), for the finder's static list; reading them all makes the page depend on every
 *   location, which it shows;
 * - node__location.nearest_locations(ids: $nearestLocationIds): the other locations nearest to it,
 *   which the build works out once when it creates the pages (src/domain/nearest-location-ids.ts)
 *   and hands each location page in its context; reading only those nodes makes the page depend
 *   on them alone.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    paragraph__locations: {
      finder_locations: {
        type: "[node__location!]!",
        resolve: async (source: { langcode?: string | null }, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll({ type: "node__location" })
          return candidatesIn(entries, source.langcode ?? DEFAULT_LOCALE)
        },
      },
    },
    node__location: {
      nearest_locations: {
        type: "[node__location!]!",
        args: { ids: { type: "[String!]!" } },
        // Gatsby leaves out ids it has no node for.
        resolve: (_source: unknown, args: { ids: readonly string[] }, context: ResolverContext) =>
          context.nodeModel.getNodesByIds({ ids: args.ids, type: "node__location" }),
      },
    },
  })
}
