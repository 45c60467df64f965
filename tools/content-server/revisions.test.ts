import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import {
  credentialHeaders,
  EMBEDDED_CONTENT_SERVER_CREDENTIALS,
  EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS,
  type DrupalCredentials,
} from "../../src/config/drupal-address"
import { recording } from "../../test/drupal-recordings"
import { uuidFromName } from "./ids"
import { validateDocument } from "./jsonapi-structure"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * Draft revisions as Drupal's JSON:API serves them (recordings in test/fixtures/drupal-recorded/
 * revisions/): rel:latest-version is the published revision, rel:working-copy the draft, only for a
 * user who may view revisions and unpublished content; the build user never sees a draft.
 */

type Document = Record<string, any>

let server: RunningContentServer
let contentDir: string

const BUILD = EMBEDDED_CONTENT_SERVER_CREDENTIALS
const PREVIEW = EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS
const uuid = (type: string, key: string) => uuidFromName(`${type}:${key}`)
const PAGE = `/jsonapi/node/page/${uuid("node--page", "fleet")}`
const NEW_PAGE = `/jsonapi/node/page/${uuid("node--page", "unpublished")}`

async function writeYaml(relativePath: string, data: unknown): Promise<void> {
  const file = path.join(contentDir, relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, stringify(data))
}

async function get(pathAndQuery: string, credentials: DrupalCredentials): Promise<{ status: number; body: Document }> {
  const response = await fetch(server.url + pathAndQuery, { headers: credentialHeaders(credentials) })
  const body = (await response.json()) as Document
  const errors = validateDocument(body)
  if (errors.length) throw new Error(`${pathAndQuery} is not valid JSON:API:\n${errors.join("\n")}`)
  return { status: response.status, body }
}

const titles = (body: Document) => (body.data as Document[]).map((resource) => resource.attributes.title)

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-revisions-"))
  await writeYaml("node/fleet.yaml", {
    type: "node--page",
    title: { en: "Our fleet", "nl-be": "Onze vloot" },
    path: { en: "/fleet", "nl-be": "/vloot" },
    field_components: [{ type: "paragraph--text", field_title: { en: "Published block", "nl-be": "Gepubliceerd blok" } }],
    draft: {
      title: { "nl-be": "Onze nieuwe vloot" },
      field_components: [{ type: "paragraph--text", field_title: { en: "Draft block", "nl-be": "Conceptblok" } }],
    },
  })
  await writeYaml("node/unpublished.yaml", { type: "node--page", title: { en: "Not yet" }, path: { en: "/not-yet" }, status: false })
  server = await startContentServer({ contentDir, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

describe("draft revisions", () => {
  it("serves the published revision without resourceVersion and as rel:latest-version, to everyone", async () => {
    for (const query of ["", "?resourceVersion=rel:latest-version"]) {
      for (const credentials of [null, BUILD, PREVIEW]) {
        const { status, body } = await get(`/nl-be${PAGE}${query}`, credentials)
        expect(status).toBe(200)
        expect(body.data.attributes).toMatchObject({ title: "Onze vloot", status: true })
      }
    }
  })

  it("serves the draft as rel:working-copy to the preview user only: 401 anonymous, 403 to the build user", async () => {
    const draft = await get(`/nl-be${PAGE}?resourceVersion=rel:working-copy&include=field_components`, PREVIEW)
    expect(draft.status).toBe(200)
    expect(draft.body.data.attributes).toMatchObject({ title: "Onze nieuwe vloot", status: false, langcode: "nl-be" })
    const published = (await get(PAGE, PREVIEW)).body.data.attributes
    expect(draft.body.data.attributes.drupal_internal__vid).toBeGreaterThan(published.drupal_internal__vid)
    expect(draft.body.data.attributes.drupal_internal__nid).toBe(published.drupal_internal__nid)
    // The draft's own paragraphs, in its language.
    expect(draft.body.included.map((paragraph: Document) => paragraph.attributes.field_title)).toEqual(["Conceptblok"])
    // A translation the draft did not change stays as published.
    expect((await get(`${PAGE}?resourceVersion=rel:working-copy`, PREVIEW)).body.data.attributes.title).toBe("Our fleet")

    const anonymous = await get(`${PAGE}?resourceVersion=rel:working-copy`, null)
    const recorded = recording("revisions/r04_working_copy_anon")
    expect(anonymous.status).toBe(recorded.status)
    expect(anonymous.body.errors[0].detail).toBe((recorded.body as Document).errors[0].detail)
    expect((await get(`${PAGE}?resourceVersion=rel:working-copy`, BUILD)).status).toBe(403)
  })

  it("serves an unpublished node to the preview user only", async () => {
    expect((await get(NEW_PAGE, null)).status).toBe(recording("revisions/r07_unpublished_anon").status)
    expect((await get(NEW_PAGE, BUILD)).status).toBe(403)
    const preview = await get(`${NEW_PAGE}?resourceVersion=rel:working-copy`, PREVIEW)
    expect(preview.status).toBe(200)
    expect(preview.body.data.attributes).toMatchObject({ title: "Not yet", status: false })
  })

  it("keeps drafts and unpublished nodes out of the collections anonymous users and the build read", async () => {
    for (const credentials of [null, BUILD]) {
      expect(titles((await get("/jsonapi/node/page", credentials)).body)).toEqual(["Our fleet"])
      expect(titles((await get("/nl-be/jsonapi/node/page?resourceVersion=rel:working-copy", credentials)).body)).toEqual([])
      const paragraphs = (await get("/jsonapi/paragraph/text", credentials)).body.data as Document[]
      expect(paragraphs.map((paragraph) => paragraph.attributes.field_title)).toEqual(["Published block"])
    }
  })

  it("names what it keeps out in meta.omitted, without a reason, as Drupal does (r10, r14)", async () => {
    const recorded = recording("revisions/r10_collection_anon").body as Document
    const [recordedItem] = Object.entries(recorded.meta.omitted.links as Record<string, Document>).filter(([name]) => name !== "help")
    for (const credentials of [null, BUILD]) {
      const { body } = await get("/jsonapi/node/page", credentials)
      expect(body.meta.omitted.detail).toBe(recorded.meta.omitted.detail)
      const items = Object.entries(body.meta.omitted.links as Record<string, Document>).filter(([name]) => name !== "help")
      expect(items.map(([, link]) => link.href)).toEqual([server.url + NEW_PAGE])
      expect(items.map(([, link]) => link.meta)).toEqual([recordedItem[1].meta])
      const drafts = (await get("/nl-be/jsonapi/node/page?resourceVersion=rel:working-copy", credentials)).body
      expect(Object.keys(drafts.meta.omitted.links).filter((name) => name !== "help")).toHaveLength(2)
    }
  })

  it("lists unpublished nodes and, as rel:working-copy, drafts to the preview user, as Drupal lists them to such a user", async () => {
    expect(titles((await get("/jsonapi/node/page", PREVIEW)).body)).toEqual(["Our fleet", "Not yet"])
    expect(titles((await get("/nl-be/jsonapi/node/page?resourceVersion=rel:working-copy", PREVIEW)).body)).toEqual([
      "Onze nieuwe vloot",
      "Not yet",
    ])
  })

  it("refuses other version identifiers as Drupal does", async () => {
    const bogus = await get(`${PAGE}?resourceVersion=rel:bogus`, PREVIEW)
    expect(bogus.status).toBe(400)
    expect(bogus.body.errors[0].detail).toBe((recording("revisions/r06_bad_version_anon").body as Document).errors[0].detail)
    const collection = await get("/jsonapi/node/page?resourceVersion=id:1", PREVIEW)
    expect(collection.status).toBe(400)
    expect(collection.body.errors[0].detail).toBe((recording("revisions/r15_collection_version_id_anon").body as Document).errors[0].detail)
  })

  it("serves one revision by its id", async () => {
    const draft = await get(`${PAGE}?resourceVersion=rel:working-copy`, PREVIEW)
    const byId = await get(`/nl-be${PAGE}?resourceVersion=id:${draft.body.data.attributes.drupal_internal__vid}`, PREVIEW)
    expect(byId.body.data.attributes.title).toBe("Onze nieuwe vloot")
    expect((await get(`${PAGE}?resourceVersion=id:9999`, PREVIEW)).status).toBe(404)
  })
})
