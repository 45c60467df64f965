import path from "node:path"
import { loadContent, type ContentStore, type Entity } from "../content-server/content-store"
import { completionOrder, creationOrder, includes } from "./import-order"
import {
  attributesFor,
  changedDate,
  documentFor,
  drupalDateTime,
  PLACEHOLDER_URI,
  relationshipsFor,
  type DrupalIds,
} from "./jsonapi-document"
import { redirectsShadowedByAliases } from "../content-server/redirect-conflicts"
import { describeRefusal } from "./refusal"

const CONTENT_DIR = path.join(__dirname, "../../content")

let store: ContentStore

beforeAll(async () => {
  store = await loadContent(CONTENT_DIR, 1)
})

/** Drupal ids as the importer learns them: node ids from their order, files renamed on upload. */
function fakeIds(): DrupalIds {
  const order = new Map(store.entities.map((entity, index) => [`${entity.type}:${entity.uuid}`, index + 1]))
  return {
    uuid: (ref) => (ref.type === "file--file" ? `drupal-${ref.uuid}` : ref.uuid),
    internalId: (ref) => order.get(`${ref.type}:${ref.uuid}`),
    revisionId: (ref) => (order.get(`${ref.type}:${ref.uuid}`) ?? 0) + 1000,
  }
}

function entity(type: string, key: string): Entity {
  const found = store.getByKey(type, key)
  if (!found) throw new Error(`no ${type}:${key} in content/`)
  return found
}

describe("the changed date the importer keeps", () => {
  it("is content/'s date of a page, else the content server's default, and none for other entity types", () => {
    expect(changedDate(entity("node--page", "legal-notice"), "en")).toBe("2025-02-10T10:00:00+00:00")
    const genk = entity("node--location", "genk")
    expect(changedDate(genk, "nl-be")).toBe("2025-01-22T09:52:00+00:00")
    expect(changedDate({ ...genk, values: { ...genk.values, changed: undefined } }, "nl-be")).toBe("2025-01-06T09:00:00+00:00")
    expect(changedDate(entity("redirect--redirect", store.ofType("redirect--redirect")[0].key), "en")).toBeNull()
  })
})

describe("a content/ entity as a JSON:API document", () => {
  it("writes formatted text with the text format, the alias of the translation and its language", () => {
    const genk = entity("node--location", "genk")
    const attributes = attributesFor(genk, "nl-be", store, fakeIds())
    expect(attributes.langcode).toBe("nl-be")
    expect(attributes.path).toEqual({ alias: "/vestigingen/genk", langcode: "nl-be" })
    expect(attributes.field_description).toEqual({ value: expect.stringContaining("Leaseklanten"), format: "basic_html" })
    expect(attributes.title).toBe("Fleetlane Genk")
  })

  it("writes untranslatable fields only in the original language", () => {
    const genk = entity("node--location", "genk")
    expect(attributesFor(genk, "en", store, fakeIds()).field_address).toMatchObject({ country_code: "BE", locality: "Genk" })
    expect(attributesFor(genk, "nl-be", store, fakeIds())).not.toHaveProperty("field_address")
    expect(attributesFor(genk, "nl-be", store, fakeIds())).not.toHaveProperty("field_geolocation")
  })

  it("leaves out what Drupal computes or overwrites (metatags, changed)", () => {
    const attributes = attributesFor(entity("node--location", "genk"), "en", store, fakeIds())
    expect(attributes).not.toHaveProperty("changed")
    expect(attributes).not.toHaveProperty("metatag")
  })

  it("turns a key-value mapping into Drupal's list of pairs", () => {
    const settings = store.ofType("config_pages--site_settings").find((page) => page.context?.language === "nl-be") as Entity
    const strings = attributesFor(settings, "nl-be", store, fakeIds()).field_strings as Array<Record<string, unknown>>
    expect(strings).toContainEqual({ key: "contact_us", value: "Neem contact op", description: null })
  })

  it("writes a config page's language context as config_pages serialises it, without a langcode", () => {
    const settings = store.ofType("config_pages--site_settings").find((page) => page.context?.language === "nl-be") as Entity
    const attributes = attributesFor(settings, "nl-be", store, fakeIds())
    expect(attributes.context).toBe('a:1:{i:0;a:1:{s:8:"language";s:5:"nl-be";}}')
    expect(attributes).not.toHaveProperty("langcode")
  })

  it("links to a page by its Drupal node id once it exists, and nowhere before", () => {
    const settings = store.ofType("config_pages--site_settings").find((page) => page.context?.language === "nl-be") as Entity
    const contact = entity("node--form", "contact")
    const ids = fakeIds()
    expect(attributesFor(settings, "nl-be", store, ids).field_contact_link).toEqual({
      uri: `entity:node/${ids.internalId(contact)}`,
      title: "Neem contact op",
      options: [],
    })
    expect(attributesFor(settings, "nl-be", store, ids, false).field_contact_link).toEqual({
      uri: PLACEHOLDER_URI,
      title: "Neem contact op",
      options: [],
    })
  })

  it("names a menu link's parent by uuid and a redirect's language, with site paths as internal: links", () => {
    const child = store.ofType("menu_link_content--menu_link_content").find((link) => typeof link.values.parent === "string") as Entity
    const parent = entity(child.type, String(child.values.parent))
    expect(attributesFor(child, child.langcode, store, fakeIds()).parent).toBe(`menu_link_content:${parent.uuid}`)
    const redirect = entity("redirect--redirect", "en-ca-homepage")
    expect(attributesFor(redirect, "en", store, fakeIds())).toMatchObject({
      language: "en-ca",
      redirect_source: { path: "homepage", query: [] },
      redirect_redirect: { uri: "internal:/" },
      status_code: 301,
    })
  })

  it("points paragraph references at the paragraph's revision and image references at Drupal's file, with the alt text of the language", () => {
    const home = entity("node--route", "home")
    const ids = fakeIds()
    const components = relationshipsFor(home, "en", ids).field_components.data as Array<{
      type: string
      id: string
      meta: Record<string, unknown>
    }>
    expect(components.length).toBeGreaterThan(0)
    for (const component of components)
      expect(component.meta.target_revision_id).toBe(ids.revisionId({ type: component.type, uuid: component.id }))
    const reefer = entity("media--image", "reefer")
    const image = relationshipsFor(reefer, "nl", ids).field_media_image.data as { id: string; meta: { alt: string } }
    expect(image.id).toMatch(/^drupal-/)
    expect(image.meta.alt).toBe("Een witte koeloplegger met koelaggregaat en een sneeuwvloksymbool")
  })

  it("creates entities with their files only, references waiting for the second pass", () => {
    const reefer = entity("media--image", "reefer")
    const onlyFiles = { withLinks: false, ready: (ref: { type: string }) => ref.type === "file--file" }
    expect(Object.keys(documentFor(reefer, "en", store, fakeIds(), onlyFiles).data.relationships ?? {})).toEqual(["field_media_image"])
    const home = entity("node--route", "home")
    expect(documentFor(home, "en", store, fakeIds(), onlyFiles).data.relationships).toBeUndefined()
    expect(documentFor(home, "en", store, fakeIds(), { withLinks: true }).data).toMatchObject({ type: "node--route", id: home.uuid })
  })

  it("writes dates as Drupal gives them back, and refuses what is not a date", () => {
    expect(drupalDateTime("2025-01-22T09:52:00Z")).toBe("2025-01-22T09:52:00+00:00")
    expect(drupalDateTime("2025-01-22T10:52:00+01:00")).toBe("2025-01-22T09:52:00+00:00")
    expect(() => drupalDateTime("soon")).toThrow('"soon" is not a date')
  })
})

describe("the import order", () => {
  it("creates media before nodes and completes nested paragraphs before their hosts", () => {
    const created = creationOrder(store).map((item) => item.type.split("--")[0])
    expect(created.indexOf("media")).toBeLessThan(created.indexOf("node"))
    expect(created).not.toContain("file")
    const completed = completionOrder(store)
    const position = new Map(completed.map((item, index) => [item.uuid, index]))
    for (const item of completed) {
      if (item.parent) expect([item.key, (position.get(item.uuid) ?? 0) < (position.get(item.parent.uuid) ?? 0)]).toEqual([item.key, true])
    }
  })

  it("finds nothing to write when Drupal holds the values already, and a difference when not", () => {
    const actual = {
      title: "Genk",
      body: { value: "<p>x</p>", format: "basic_html", processed: "<p>x</p>" },
      link: { uri: "internal:/", title: null },
    }
    expect(
      includes(actual, { title: "Genk", body: { value: "<p>x</p>", format: "basic_html" }, link: { uri: "internal:/", title: "" } }),
    ).toBe(true)
    expect(includes(actual, { title: "Hasselt" })).toBe(false)
    expect(includes({ items: [1, 2] }, { items: [1] })).toBe(false)
  })
})

describe("redirects Drupal would not keep", () => {
  it("names a redirect whose source is a page's alias in the same language", () => {
    const shadowed = redirectsShadowedByAliases(store).map(({ redirect, page, langcode }) => `${redirect.key} ${page.key} ${langcode}`)
    expect(shadowed).toContain("en-ca-home home en-ca")
    expect(shadowed).not.toContain("en-ca-homepage home en-ca")
  })
})

describe("Drupal's refusal", () => {
  it("names the entity, its file, the language and the field JSON:API points at", () => {
    const body = {
      errors: [
        {
          title: "Unprocessable Content",
          detail: "field_specifications: this field cannot hold more than 1 values.",
          source: { pointer: "/data/attributes/field_specifications" },
        },
      ],
    }
    expect(
      describeRefusal(
        { type: "node--equipment", key: "box-trailer", source: "node/equipment/box-trailer.yaml" },
        "en",
        "create it",
        422,
        body,
      ),
    ).toBe(
      "node--equipment:box-trailer (node/equipment/box-trailer.yaml), en: Drupal refused to create it (422): " +
        "field field_specifications: Unprocessable Content: field_specifications: this field cannot hold more than 1 values.",
    )
  })

  it("says what Drupal said when it names no field", () => {
    const message = describeRefusal({ type: "paragraph--text", key: "x", source: "node/form/landing.yaml" }, "en", "create it", 403, {
      errors: [{ title: "Forbidden", detail: "" }],
    })
    expect(message).toMatch(/\(403\): Forbidden$/)
  })
})
