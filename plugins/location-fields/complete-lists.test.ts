import { mkdtemp, readFile, rm } from "node:fs/promises"
import { existsSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  Kind,
  parse,
  print,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { finderListPath } from "../../src/config/finder-list-path"
import type { MediaImageData } from "../../src/drupal/mappers/image"
import { mapLocation } from "../../src/drupal/mappers/location"
import { CARD_IMAGES_QUERY, cardImageIds, locationViewOfNode, nodesDigest, writeCompleteLists, type LocationNode } from "./complete-lists"

/** The fragments of a source file's graphql`` template. */
function fragmentsIn(file: string): Map<string, FragmentDefinitionNode> {
  const source = readFileSync(path.join(__dirname, "../../src/drupal/fragments", file), "utf8")
  const body = /graphql`([\s\S]*?)`/.exec(source)?.[1] ?? ""
  const definitions = parse(body).definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  )
  return new Map(definitions.map((definition) => [definition.name.value, definition]))
}

/** Leaf paths of a selection ("a.b.c"), fragment spreads left as "...Name". */
function leafPaths(selectionSet: SelectionSetNode | undefined, prefix = ""): string[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) return [`${prefix}...${selection.name.value}`]
    if (selection.kind !== Kind.FIELD) return []
    const name = `${prefix}${selection.name.value}`
    return selection.selectionSet ? leafPaths(selection.selectionSet, `${name}.`) : [name]
  })
}

const NODE: LocationNode = {
  id: "aarhus-da",
  drupal_id: "aarhus",
  langcode: "da",
  title: "Fleetlane Aarhus",
  path: { alias: "/afdelinger/aarhus" },
  field_phone: " +45 86 00 00 00 ",
  field_country_code: "DK",
  field_address: { address_line1: "Havnegade 1", address_line2: null, postal_code: "8000", locality: "Aarhus C", country_code: "DK" },
  field_geolocation: { lat: 56.15, lng: 10.21 },
  relationships: { field_image___NODE: "media-1" },
  internal: { contentDigest: "d1" },
}

const IMAGE: MediaImageData = {
  field_media_image: { alt: "The depot" },
  relationships: { field_media_image: { localFile: { publicURL: "/static/depot.jpg", childImageSharp: null } } },
}

describe("CARD_IMAGES_QUERY", () => {
  it("selects what the MediaLocationCard fragment selects (gatsby-node queries cannot use the site's fragments)", () => {
    const query = parse(CARD_IMAGES_QUERY).definitions[0] as OperationDefinitionNode
    const connection = query.selectionSet.selections[0] as FieldNode
    const nodes = connection.selectionSet?.selections[0] as FieldNode
    const withoutId = nodes.selectionSet!.selections.filter(
      (selection) => !(selection.kind === Kind.FIELD && selection.name.value === "id"),
    )
    const fragment = fragmentsIn("media.ts").get("MediaLocationCard")!
    expect(withoutId.map((selection) => print(selection))).toEqual(fragment.selectionSet.selections.map((selection) => print(selection)))
  })
})

describe("locationViewOfNode", () => {
  it("reads the node's own fields for each field of the LocationCard fragment", () => {
    // If the fragment changes, locationViewOfNode must read the same fields of the node.
    expect(leafPaths(fragmentsIn("location.ts").get("LocationCard")!.selectionSet)).toEqual([
      "drupal_id",
      "langcode",
      "title",
      "path.alias",
      "field_phone",
      "field_country_code",
      "field_address.address_line1",
      "field_address.address_line2",
      "field_address.postal_code",
      "field_address.locality",
      "field_address.country_code",
      "field_geolocation.lat",
      "field_geolocation.lng",
      "relationships.field_image....MediaLocationCard",
    ])
  })

  it("maps a node as the finder maps the fragment's answer for it", () => {
    const view = locationViewOfNode(NODE, new Map([["media-1", IMAGE]]))
    expect(view).toEqual(
      mapLocation({
        drupal_id: "aarhus",
        langcode: "da",
        title: "Fleetlane Aarhus",
        path: { alias: "/afdelinger/aarhus" },
        field_phone: " +45 86 00 00 00 ",
        field_country_code: "DK",
        field_address: NODE.field_address!,
        field_geolocation: { lat: 56.15, lng: 10.21 },
        relationships: { field_image: IMAGE },
      }),
    )
    expect(view).toMatchObject({ id: "aarhus", path: "/da/afdelinger/aarhus/", country: "dk", phone: "+45 86 00 00 00" })
    expect(view.image).not.toBeNull()
  })

  it("gives no image for a media the query did not answer (not an image)", () => {
    expect(locationViewOfNode(NODE, new Map()).image).toBeNull()
  })
})

describe("cardImageIds", () => {
  it("lists each media once, without the locations that have none", () => {
    const other = { ...NODE, id: "x", relationships: { field_image___NODE: "media-0" } }
    expect(cardImageIds([NODE, other, { ...NODE, id: "y", relationships: null }, NODE])).toEqual(["media-0", "media-1"])
  })
})

describe("writeCompleteLists", () => {
  let publicDir: string
  const store = new Map<string, unknown>()
  const cache = { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) }
  const images = new Map([["media-1", IMAGE]])
  const odense: LocationNode = {
    ...NODE,
    id: "odense-en",
    drupal_id: "odense",
    langcode: "en",
    title: "Fleetlane Odense",
    internal: { contentDigest: "o1" },
  }

  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), "complete-lists-"))
    store.clear()
  })
  afterEach(() => rm(publicDir, { recursive: true, force: true }))

  const write = (candidates: Record<string, LocationNode[]>, answered = images) =>
    writeCompleteLists({
      languages: Object.keys(candidates),
      candidatesOf: (langcode) => candidates[langcode],
      images: answered,
      publicDir,
      cache,
    })

  it("writes each language's locations in their cards' view", async () => {
    await expect(write({ da: [NODE, odense], en: [odense] })).resolves.toEqual(["da", "en"])
    const da = JSON.parse(await readFile(path.join(publicDir, finderListPath("da")), "utf8"))
    expect(da).toEqual(
      [locationViewOfNode(NODE, images), locationViewOfNode(odense, images)].map((view) => JSON.parse(JSON.stringify(view))),
    )
  })

  it("writes a list again only when its locations or their images changed, or its file is gone", async () => {
    await write({ da: [NODE], en: [odense] })
    await expect(write({ da: [NODE], en: [odense] })).resolves.toEqual([])
    await expect(write({ da: [{ ...NODE, internal: { contentDigest: "d2" } }], en: [odense] })).resolves.toEqual(["da"])
    const newAlt = new Map([["media-1", { ...IMAGE, field_media_image: { alt: "The new depot" } }]])
    await expect(write({ da: [{ ...NODE, internal: { contentDigest: "d2" } }], en: [odense] }, newAlt)).resolves.toEqual(["da", "en"])
    await rm(path.join(publicDir, finderListPath("en")))
    await expect(write({ da: [{ ...NODE, internal: { contentDigest: "d2" } }], en: [odense] }, newAlt)).resolves.toEqual(["en"])
    expect(existsSync(path.join(publicDir, finderListPath("en")))).toBe(true)
  })
})

describe("nodesDigest", () => {
  const media = { id: "media-1", internal: { contentDigest: "m1" } }
  const digest = nodesDigest(["da", "en"], [[NODE], [media]])

  it("stays the same for the same languages and nodes", () => {
    expect(nodesDigest(["da", "en"], [[{ ...NODE }], [{ ...media }]])).toBe(digest)
  })

  it("changes with a node's content, a node more or less, or the languages", () => {
    expect(nodesDigest(["da", "en"], [[NODE], [{ ...media, internal: { contentDigest: "m2" } }]])).not.toBe(digest)
    expect(nodesDigest(["da", "en"], [[NODE], []])).not.toBe(digest)
    expect(nodesDigest(["da", "en"], [[NODE, media], []])).not.toBe(digest)
    expect(nodesDigest(["da"], [[NODE], [media]])).not.toBe(digest)
  })
})
