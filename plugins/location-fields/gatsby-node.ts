import { existsSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { finderListPath } from "../../src/config/finder-list-path"
import { DEFAULT_LOCALE } from "../../src/config/locales"
import { defaultCountryFor } from "../../src/domain/location-search"
import type { MediaImageData } from "../../src/drupal/mappers/image"
import { mapLocationCountries, type LocationCountryData } from "../../src/drupal/mappers/location"
import {
  CARD_IMAGES_QUERY,
  cardImageIds,
  locationViewOfNode,
  nodesDigest,
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
 *   is a file per language (onPostBuild below).
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
 * The finder's complete list of each language with a finder, written to public/ at the end of the
 * build (and only when it changed): every location in its card's view, which the finder fetches
 * when it starts. Its page data would otherwise carry every location, which at thousands of
 * locations is most of the page queries' and the HTML's work for those pages. At the end, not in
 * createPages: the card images' query would start their image jobs while webpack compiles, and
 * they then ran on into the HTML; by now the pages' queries have asked for the same images, and
 * Gatsby waits for any job this starts. A build whose location, media and image nodes are the
 * same as the last one's writes nothing and asks nothing (a build after a page edit).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, getNodesByType, cache, store, reporter }) => {
  const finders = getNodesByType("paragraph__locations") as LocationsParagraphNode[]
  const languages = [
    ...new Set(finders.filter((node) => node.field_is_location_finder).map((node) => node.langcode ?? DEFAULT_LOCALE)),
  ].sort()
  if (languages.length === 0) return
  const locations = getNodesByType("node__location") as unknown as LocationNode[]
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, "public")
  const inputs = nodesDigest(languages, [locations, ...CARD_IMAGE_NODE_TYPES.map((type) => getNodesByType(type))])
  if ((await cache.get(INPUTS_KEY)) === inputs && languages.every((langcode) => existsSync(path.join(publicDir, finderListPath(langcode)))))
    return

  const result = await graphql<CardImagesResult>(CARD_IMAGES_QUERY, { ids: cardImageIds(locations) })
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The location finder's card images could not be queried", result.errors)
    return
  }
  const images = new Map<string, MediaImageData>(result.data.allMediaImage.nodes.map((node) => [node.id, node]))
  const written = await writeCompleteLists({
    languages,
    candidatesOf: (langcode) => candidatesIn(locations, langcode),
    images,
    publicDir,
    cache,
  })
  await cache.set(INPUTS_KEY, inputs)
  if (written.length > 0) reporter.info(`location finder: wrote the complete list of ${written.join(", ")}`)
}

const INPUTS_KEY = "complete-lists:inputs"
/** The nodes a card image is read from: the media, its file entity, the file and its ImageSharp node. */
const CARD_IMAGE_NODE_TYPES = ["media__image", "file__file", "File", "ImageSharp"]
