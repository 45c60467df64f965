import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { stringify } from "yaml"
import { credentialHeaders, EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { ALL_BUNDLES } from "../../src/drupal/model"
import { uuidFromName } from "./ids"
import { validateDocument } from "./jsonapi-structure"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * The contract of the embedded content server: it answers as Drupal core JSON:API (with
 * jsonapi_extras' count, content_translation and language prefixes) would, and every document
 * it serves is valid JSON:API 1.0.
 */

type Document = Record<string, any>

let server: RunningContentServer
let contentDir: string

async function writeYaml(relativePath: string, data: unknown): Promise<void> {
  const file = path.join(contentDir, relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, stringify(data))
}

/** A request as the build sends it: with the build user's credentials, which menus and redirects need. */
async function get(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; type: string | null; body: Document }> {
  const response = await fetch(server.url + pathAndQuery, { ...init, headers: credentialHeaders(EMBEDDED_CONTENT_SERVER_CREDENTIALS) })
  const body = (await response.json()) as Document
  const errors = validateDocument(body)
  if (errors.length) throw new Error(`${pathAndQuery} is not valid JSON:API:\n${errors.join("\n")}`)
  return { status: response.status, type: response.headers.get("content-type"), body }
}

const uuid = (type: string, key: string) => uuidFromName(`${type}:${key}`)

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-contract-"))
  await mkdir(path.join(contentDir, "files"), { recursive: true })
  await sharp({ create: { width: 8, height: 6, channels: 3, background: "#0b5c7a" } })
    .png()
    .toFile(path.join(contentDir, "files/pixel.png"))
  await writeYaml("media/pixel.yaml", {
    type: "media--image",
    languages: ["en", "nl"],
    name: "Pixel",
    field_media_image: { file: "file--file:pixel.png", alt: { en: "A blue pixel", nl: "Een blauwe pixel" } },
  })
  await writeYaml("taxonomy/tyres.yaml", { type: "taxonomy_term--knowledge_category", name: { en: "Tyres", nl: "Banden" } })
  await writeYaml("node/about.yaml", {
    type: "node--page",
    title: { en: "About us", nl: "Over ons" },
    path: { en: "/about-us", nl: "/over-ons" },
    body: { en: "<p>Who we are.</p>", nl: "<p>Wie we zijn.</p>" },
    field_hero_image: "media--image:pixel",
    field_components: [
      { type: "paragraph--text", field_title: { en: "Hello", nl: "Hallo" }, field_text: { en: "<p>Text</p>", nl: "<p>Tekst</p>" } },
      { type: "paragraph--faq", field_items: [{ type: "paragraph--accordion_item", field_title: { en: "Why?", nl: "Waarom?" } }] },
    ],
  })
  await writeYaml("node/only-dutch.yaml", { type: "node--page", title: { nl: "Alleen Nederlands" }, path: { nl: "/alleen" } })
  await writeYaml("node/english-only.yaml", { type: "node--page", title: { en: "English only" }, path: { en: "/english" } })
  await writeYaml("node/draft.yaml", { type: "node--page", title: { en: "Draft" }, status: false })
  await writeYaml("node/contact.yaml", { type: "node--form", title: { en: "Contact" }, field_form: "contact", path: { en: "/contact" } })
  await writeYaml("menu/main.yaml", [
    {
      type: "menu_link_content--menu_link_content",
      key: "main-about",
      menu_name: "main",
      title: { en: "About", nl: "Over" },
      link: { uri: "node--page:about" },
      weight: 1,
    },
    {
      type: "menu_link_content--menu_link_content",
      key: "main-contact",
      menu_name: "main",
      title: { en: "Contact" },
      link: { uri: "node--form:contact" },
      parent: "main-about",
    },
    {
      type: "menu_link_content--menu_link_content",
      key: "social-linkedin",
      menu_name: "footer-social",
      title: { en: "LinkedIn" },
      link: "https://www.linkedin.com/company/fleetlane",
      field_icon: "linkedin",
    },
  ])
  await writeYaml(
    "redirect/many.yaml",
    Array.from({ length: 55 }, (_, index) => ({
      type: "redirect--redirect",
      key: `old-${index}`,
      redirect_source: { path: `en-ca/old-${index}`, query: [] },
      redirect_redirect: { uri: "internal:/new" },
      language: "en-ca",
    })),
  )
  server = await startContentServer({ contentDir, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

describe("index", () => {
  it("links every resource type, at /jsonapi and /{langcode}/jsonapi", async () => {
    for (const prefix of ["", "/nl"]) {
      const { status, type, body } = await get(`${prefix}/jsonapi`)
      expect(status).toBe(200)
      expect(type).toBe("application/vnd.api+json")
      expect(body.data).toEqual([])
      for (const bundle of ALL_BUNDLES) {
        const [entityType, name] = bundle.type.split("--")
        expect(body.links[bundle.type].href).toBe(`${server.url}${prefix}/jsonapi/${entityType}/${name}`)
      }
    }
  })
})

describe("collections", () => {
  it("pages with page[limit] and page[offset], counts with meta.count and stops links.next at the end", async () => {
    const seen: string[] = []
    let next: string | undefined = "/jsonapi/redirect/redirect?page[limit]=20"
    let pages = 0
    while (next) {
      const { body } = await get(next)
      expect(body.meta.count).toBe(55)
      seen.push(...body.data.map((resource: Document) => resource.id))
      next = body.links.next ? new URL(body.links.next.href).pathname + new URL(body.links.next.href).search : undefined
      pages += 1
    }
    expect(pages).toBe(3)
    expect(new Set(seen).size).toBe(55)
  })

  it("serves at most 50 per page, as Drupal does, also for a limit that is not a number", async () => {
    expect((await get("/jsonapi/redirect/redirect")).body.data).toHaveLength(50)
    expect((await get("/jsonapi/redirect/redirect?page[limit]=500")).body.data).toHaveLength(50)
    expect((await get("/jsonapi/redirect/redirect?page[offset]=60")).body.data).toEqual([])
    const notANumber = await get("/jsonapi/redirect/redirect?page[limit]=zero")
    expect(notANumber.status).toBe(200)
    expect(notANumber.body.data).toHaveLength(50)
  })

  it("leaves unpublished content out", async () => {
    const { body } = await get("/jsonapi/node/page")
    expect(body.data.map((resource: Document) => resource.attributes.title)).not.toContain("Draft")
    // The build user may not view unpublished content: 403, as Drupal answers an authenticated user (revisions/).
    expect((await get(`/jsonapi/node/page/${uuid("node--page", "draft")}`)).status).toBe(403)
  })

  it("filters, sorts and trims fields like Drupal", async () => {
    const byTitle = await get("/jsonapi/node/page?filter[title]=About us")
    expect(byTitle.body.data.map((resource: Document) => resource.id)).toEqual([uuid("node--page", "about")])
    const contains = await get(
      "/jsonapi/node/page?filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=only",
    )
    expect(contains.body.data.map((resource: Document) => resource.attributes.title)).toEqual(["English only"])
    // A filter matches any translation: both pages with a Dutch one, answered in English where they have it.
    const byLanguage = await get("/jsonapi/node/page?filter[status]=1&filter[langcode]=nl")
    expect(byLanguage.body.data.map((resource: Document) => resource.attributes.title)).toEqual(["About us", "Alleen Nederlands"])
    const sorted = await get("/jsonapi/node/page?sort=-title")
    expect(sorted.body.data.map((resource: Document) => resource.attributes.title)).toEqual([
      "English only",
      "Alleen Nederlands",
      "About us",
    ])
    const sparse = await get("/jsonapi/node/page?fields[node--page]=title,field_hero_image")
    expect(Object.keys(sparse.body.data[0].attributes)).toEqual(["title"])
    expect(Object.keys(sparse.body.data[0].relationships)).toEqual(["field_hero_image"])
  })
})

describe("translations", () => {
  it("answers each translation under its language prefix and falls back to the original", async () => {
    const dutch = await get("/nl/jsonapi/node/page")
    const byId = new Map(dutch.body.data.map((resource: Document) => [resource.id, resource.attributes]))
    expect(byId.get(uuid("node--page", "about"))).toMatchObject({
      title: "Over ons",
      langcode: "nl",
      default_langcode: false,
      path: { alias: "/over-ons", langcode: "nl" },
    })
    expect(byId.get(uuid("node--page", "english-only"))).toMatchObject({ title: "English only", langcode: "en" })
    const root = await get("/jsonapi/node/page")
    const original = root.body.data.find((resource: Document) => resource.id === uuid("node--page", "only-dutch"))
    expect(original.attributes).toMatchObject({ langcode: "nl", default_langcode: true })
  })

  it("translates formatted text and the metatags the metatag module computes", async () => {
    const { body } = await get(`/nl/jsonapi/node/page/${uuid("node--page", "about")}`)
    expect(body.data.attributes.body).toEqual({
      value: "<p>Wie we zijn.</p>",
      format: "basic_html",
      processed: "<p>Wie we zijn.</p>",
      summary: "",
    })
    expect(body.data.attributes.metatag).toContainEqual({ tag: "meta", attributes: { name: "title", content: "Over ons" } })
  })
})

describe("relationships", () => {
  it("includes related resources with full linkage", async () => {
    const about = uuid("node--page", "about")
    const { body } = await get(`/nl/jsonapi/node/page/${about}?include=field_components.field_items,field_hero_image.field_media_image`)
    const included = body.included.map((resource: Document) => resource.type).sort()
    expect(included).toEqual(["file--file", "media--image", "paragraph--accordion_item", "paragraph--faq", "paragraph--text"])
    const text = body.included.find((resource: Document) => resource.type === "paragraph--text")
    expect(text.attributes).toMatchObject({
      field_title: "Hallo",
      langcode: "nl",
      parent_type: "node",
      parent_field_name: "field_components",
    })
    const components = body.data.relationships.field_components.data
    expect(components[0]).toMatchObject({
      type: "paragraph--text",
      meta: { target_revision_id: expect.any(Number), drupal_internal__target_id: expect.any(Number) },
    })
  })

  it("gives image relationships their alt text, per language, and the real dimensions", async () => {
    const { body } = await get(`/nl/jsonapi/media/image/${uuid("media--image", "pixel")}`)
    expect(body.data.relationships.field_media_image.data.meta).toMatchObject({ alt: "Een blauwe pixel", width: 8, height: 6 })
  })

  it("serves related and relationship routes", async () => {
    const about = uuid("node--page", "about")
    const related = await get(`/jsonapi/node/page/${about}/field_components`)
    expect(related.body.data.map((resource: Document) => resource.type)).toEqual(["paragraph--text", "paragraph--faq"])
    const linkage = await get(`/jsonapi/node/page/${about}/relationships/field_hero_image`)
    expect(linkage.body.data).toMatchObject({ type: "media--image", id: uuid("media--image", "pixel") })
  })

  it("rejects an include path that is not a relationship", async () => {
    const { status, body } = await get("/jsonapi/node/page?include=title")
    expect(status).toBe(400)
    expect(body.errors[0].detail).toMatch(/not a valid relationship field name/)
  })
})

describe("menus, files and redirects", () => {
  it("links menu items to nodes by nid and names parents by uuid", async () => {
    const { body } = await get("/jsonapi/menu_link_content/menu_link_content")
    const byTitle = new Map(body.data.map((resource: Document) => [resource.attributes.title, resource.attributes]))
    const about = (await get(`/jsonapi/node/page/${uuid("node--page", "about")}`)).body.data.attributes
    expect(byTitle.get("About")).toMatchObject({
      link: { uri: `entity:node/${about.drupal_internal__nid}` },
      external: false,
      menu_name: "main",
    })
    expect(byTitle.get("Contact")).toMatchObject({
      parent: `menu_link_content:${uuid("menu_link_content--menu_link_content", "main-about")}`,
    })
    expect(byTitle.get("LinkedIn")).toMatchObject({ external: true, field_icon: "linkedin" })
  })

  it("serves the file bytes behind file--file uri.url", async () => {
    const { body } = await get(`/jsonapi/file/file/${uuid("file--file", "pixel.png")}`)
    expect(body.data.attributes).toMatchObject({ filename: "pixel.png", filemime: "image/png", uri: { value: "public://demo/pixel.png" } })
    const response = await fetch(server.url + body.data.attributes.uri.url)
    expect(response.headers.get("content-type")).toBe("image/png")
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(path.join(contentDir, "files/pixel.png")))
  })

  it("serves redirect entities with their source and destination", async () => {
    const { body } = await get("/jsonapi/redirect/redirect?page[limit]=1")
    expect(body.data[0].attributes).toMatchObject({
      redirect_source: { path: "en-ca/old-0" },
      redirect_redirect: { uri: "internal:/new" },
      status_code: 301,
      language: "en-ca",
    })
  })
})

describe("errors", () => {
  it("answers unknown resources with 404 error documents", async () => {
    for (const missing of [`/jsonapi/node/page/${uuid("node--page", "missing")}`, "/jsonapi/node/page/x/field_nope"]) {
      const { status, body } = await get(missing)
      expect(status).toBe(404)
      expect(body.errors[0]).toMatchObject({ status: "404", title: "Not Found" })
    }
  })

  it("answers a path without a route with Drupal's HTML page, as a 404", async () => {
    for (const missing of ["/jsonapi/node/nope", "/elsewhere", "/en/jsonapi/node/page"]) {
      const response = await fetch(server.url + missing)
      expect(response.status).toBe(404)
      expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8")
      expect(await response.text()).toContain("Page not found")
    }
  })

  it("refuses to write", async () => {
    const { status, body } = await get("/jsonapi/node/page", { method: "POST", body: "{}" })
    expect(status).toBe(405)
    expect(body.errors[0].status).toBe("405")
  })
})
