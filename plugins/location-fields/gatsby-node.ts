import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { defaultCountryFor } from "../../src/domain/location-search"
import type { MediaImageData } from "../../src/drupal/mappers/image"
import { mapLocationCountries, type LocationCountryData } from "../../src/drupal/mappers/location"
import {
  CARD_IMAGES_QUERY,
  cardImageIds,
  locationViewOfNode,
  writeCompleteLists,
  type CardImagesResult,
  type LocationNode,
} from "./complete-lists"
import { languageCandidatesCache } from "./language-candidates"

interface LocationsParagraphNode {
  langcode?: string | null
  field_is_location_finder?: boolean | null
  relationships?: { field_location_countries___NODE?: string[] | null } | null
}

interface ResolverContext {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<LocationNode> }>
    getNodesByIds<Node>(args: { ids: readonly string[]; type: string }): Node[]
  }
}

const candidatesIn = languageCandidatesCache<LocationNode>()
const NO_IMAGES = new Map<string, MediaImageData>()

/** A location's country as its card and the finder's search see it (mapLocation). */
const countryOf = (node: LocationNode) => locationViewOfNode(node, NO_IMAGES).country

/** The country a finder starts with before any script (spec: the locale's default country), null for every country. */
function startCountryOf(paragraph: LocationsParagraphNode, langcode: string, context: ResolverContext): string | null {
  const ids = paragraph.relationships?.field_location_countries___NODE ?? []
  const countries = context.nodeModel.getNodesByIds<LocationCountryData>({ ids, type: "paragraph__location_country" })
  return defaultCountryFor(langcode, mapLocationCountries(countries))
}

/**
 * Two computed fields, so that pages get their locations from their own query:
 * - paragraph__locations.listed_locations: the locations the block lists in its page, in the
 *   paragraph's language (or the default one): a plain list's every location; a finder's start,
 *   the locations of its default country (every location without one), as its static HTML shows
 *   them. Reading them all makes the page depend on every location. The finder's complete list
 *   is a file per language (createPages below).
 * - node__location.nearest_locations(ids: $nearestLocationIds): the other locations nearest to it,
 *   which the build works out once when it creates the pages (src/domain/nearest-location-ids.ts)
 *   and hands each location page in its context; reading only those nodes makes the page depend
 *   on them alone.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    paragraph__locations: {
      listed_locations: {
        type: "[node__location!]!",
        resolve: async (source: LocationsParagraphNode, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll({ type: "node__location" })
          const langcode = source.langcode ?? DEFAULT_LOCALE
          const candidates = candidatesIn(entries, langcode)
          if (!source.field_is_location_finder) return candidates
          const country = startCountryOf(source, langcode, context)
          return country ? candidates.filter((node) => countryOf(node) === country) : candidates
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

/**
 * The finder's complete list of each language with a finder, written to public/ once per build
 * (and only when it changed): every location in its card's view, which the finder fetches when it
 * starts. Its page data would otherwise carry every location, which at thousands of locations is
 * most of the page queries' and the HTML's work for those pages.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, getNodesByType, cache, store, reporter }) => {
  const finders = getNodesByType("paragraph__locations") as LocationsParagraphNode[]
  const languages = [...new Set(finders.filter((node) => node.field_is_location_finder).map((node) => node.langcode ?? DEFAULT_LOCALE))]
  if (languages.length === 0) return
  const locations = getNodesByType("node__location") as unknown as LocationNode[]
  const result = await graphql<CardImagesResult>(CARD_IMAGES_QUERY, { ids: cardImageIds(locations) })
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The location finder's card images could not be queried", result.errors)
    return
  }
  const images = new Map<string, MediaImageData>(result.data.allMediaImage.nodes.map((node) => [node.id, node]))
  const { directory } = (store.getState() as { program: { directory: string } }).program
  const written = await writeCompleteLists({
    languages: languages.sort(),
    candidatesOf: (langcode) => candidatesIn(locations, langcode),
    images,
    publicDir: path.join(directory, "public"),
    cache,
  })
  if (written.length > 0) reporter.info(`location finder: wrote the complete list of ${written.join(", ")}`)
}
