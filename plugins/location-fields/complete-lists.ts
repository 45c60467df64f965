import { createHash } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
import { existsSync } from "node:fs"
import path from "node:path"
import { finderListPath } from "../../src/config/finder-list-path"
import type { MediaImageData } from "../../src/drupal/mappers/image"
import { mapLocation, type LocationCardData, type LocationView } from "../../src/drupal/mappers/location"
import type { DigestedNode } from "../../src/drupal/unchanged-nodes-memo"
import type { DigestedLocationNode } from "./language-candidates"

/**
 * The card images of the finder's complete lists: MediaLocationCard (src/drupal/fragments/media.ts)
 * for the media the locations show, one query for all of them. Gatsby's gatsby-node queries cannot
 * use the site's fragments, so complete-lists.test.ts checks that this selection is the fragment's.
 */
export const CARD_IMAGES_QUERY = `
  query LocationFinderCardImages($ids: [String!]!) {
    allMediaImage(filter: { id: { in: $ids } }) {
      nodes {
        id
        field_media_image {
          alt
        }
        relationships {
          field_media_image {
            localFile {
              publicURL
              childImageSharp {
                gatsbyImageData(
                  layout: CONSTRAINED
                  width: 400
                  aspectRatio: 1.5
                  outputPixelDensities: [1, 2]
                  sizes: "(min-width: 36rem) 24rem, 100vw"
                  formats: [AUTO, WEBP]
                  quality: 70
                  placeholder: DOMINANT_COLOR
                )
              }
            }
          }
        }
      }
    }
  }
`

export interface CardImagesResult {
  allMediaImage: { nodes: Array<MediaImageData & { id: string }> }
}

/** A location node as gatsby-source-drupal creates it: the fields a card reads, and its image's media node. */
export interface LocationNode extends DigestedLocationNode {
  path?: { alias?: string | null } | null
  field_phone?: string | null
  field_address?: LocationCardData["field_address"]
  relationships?: { field_image___NODE?: string | null } | null
}

/** The media nodes the locations show as card images. */
export function cardImageIds(locations: Iterable<LocationNode>): string[] {
  const ids = new Set<string>()
  for (const node of locations) {
    const id = node.relationships?.field_image___NODE
    if (id) ids.add(id)
  }
  return [...ids].sort()
}

/**
 * A location node as the LocationCard fragment reads it, mapped as a page's finder maps it: the
 * fields are the node's own, and the image is its media's answer to CARD_IMAGES_QUERY.
 */
export function locationViewOfNode(node: LocationNode, images: ReadonlyMap<string, MediaImageData>): LocationView {
  const imageId = node.relationships?.field_image___NODE
  const position = node.field_geolocation
  return mapLocation({
    drupal_id: node.drupal_id,
    langcode: node.langcode,
    title: node.title ?? null,
    path: node.path ? { alias: node.path.alias ?? null } : null,
    field_phone: node.field_phone ?? null,
    field_country_code: node.field_country_code ?? null,
    field_address: node.field_address ?? null,
    field_geolocation: position ? { lat: position.lat ?? null, lng: position.lng ?? null } : null,
    relationships: { field_image: (imageId && images.get(imageId)) || null },
  })
}

/** What a language's list is made of: its locations' nodes as they are now, and the images they show. */
function listDigest(candidates: readonly LocationNode[], imageDigest: (id: string) => string): string {
  const hash = createHash("sha256")
  for (const node of candidates) {
    const imageId = node.relationships?.field_image___NODE
    hash.update(`${node.id}\0${node.internal?.contentDigest ?? ""}\0${imageId ? imageDigest(imageId) : ""}\n`)
  }
  return hash.digest("hex")
}

/** A digest of the languages and of every node of the given lists (ids and content digests, in order). */
export function nodesDigest(languages: readonly string[], nodeLists: ReadonlyArray<Iterable<DigestedNode>>): string {
  const hash = createHash("sha256").update(`${languages.join(",")}\n`)
  for (const nodes of nodeLists) {
    for (const node of nodes) hash.update(`${node.id}\0${node.internal?.contentDigest ?? ""}\n`)
    hash.update("\n")
  }
  return hash.digest("hex")
}

interface DigestCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

/**
 * Writes each language's complete list to public/ (finderListPath), the locations as the finder
 * of that language lists them (candidatesOf), in their cards' view. A list is written again only
 * when what it is made of changed or its file is gone: a build after a page edit writes none.
 * Returns the languages it wrote.
 */
export async function writeCompleteLists(options: {
  languages: readonly string[]
  candidatesOf: (langcode: string) => LocationNode[]
  images: ReadonlyMap<string, MediaImageData>
  publicDir: string
  cache: DigestCache
}): Promise<string[]> {
  const written: string[] = []
  // Each image once: the languages' lists show the same few images thousands of times at scale.
  const imageDigests = new Map<string, string>()
  const imageDigest = (id: string) => {
    let digest = imageDigests.get(id)
    if (digest === undefined) {
      digest = JSON.stringify(options.images.get(id) ?? null)
      imageDigests.set(id, digest)
    }
    return digest
  }
  for (const langcode of options.languages) {
    const candidates = options.candidatesOf(langcode)
    const digest = listDigest(candidates, imageDigest)
    const file = path.join(options.publicDir, finderListPath(langcode))
    if ((await options.cache.get(`complete-list:${langcode}`)) === digest && existsSync(file)) continue
    const list = candidates.map((node) => locationViewOfNode(node, options.images)).filter((location) => location.id)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, JSON.stringify(list))
    await options.cache.set(`complete-list:${langcode}`, digest)
    written.push(langcode)
  }
  return written
}
