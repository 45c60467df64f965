import { readFile } from "node:fs/promises"
import { credentialHeaders, EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS, type DrupalAddress } from "../../src/config/drupal-address"
import { PREVIEW_INCLUDES } from "../../src/config/preview"
import { startContentServer, type RunningContentServer } from "../../tools/content-server/server"
import { CONTENT_DIR } from "../../tools/content-server/settings"
import { draftUrl, previewEndpoint } from "../lib/preview/endpoint"
import { signPreviewToken } from "../lib/preview/preview-token"

/**
 * The preview function against the content server, which answers JSON:API as Drupal does (an
 * include path a type has no field for is a 400, recording core/38): every type's includes are
 * accepted, and a draft's image reaches the browser through the function, from the site's origin.
 */

const SECRET = "test-preview-secret"
let server: RunningContentServer
let address: DrupalAddress

beforeAll(async () => {
  server = await startContentServer({ contentDir: CONTENT_DIR, port: 0 })
  address = { baseUrl: server.url, apiPrefix: "jsonapi", defaultLangcode: "en", languagePrefixes: {} }
})
afterAll(() => server?.close())

function handler() {
  return previewEndpoint(() => ({ address, credentials: EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS, secret: SECRET }))
}

function tokenFor(resourceType: string, key: string, langcode: string): string {
  const node = server.store.getByKey(resourceType, key)
  if (!node) throw new Error(`The demo content has no ${resourceType} ${key}`)
  return signPreviewToken({ resourceType, uuid: node.uuid, langcode, expiresAt: Math.floor(Date.now() / 1000) + 600 }, SECRET)
}

const call = (query: string) => handler()(new Request(`https://www.fleetlane.example/api/preview?${query}`))

type Resource = { type: string; id: string; attributes: Record<string, any> }

describe("the preview function with the content server", () => {
  it.each(Object.keys(PREVIEW_INCLUDES))("reads a %s with its includes, which Drupal accepts", async (resourceType) => {
    const node = server.store.ofType(resourceType)[0]
    const token = signPreviewToken(
      { resourceType, uuid: node.uuid, langcode: node.langcode, expiresAt: Math.floor(Date.now() / 1000) + 600 },
      SECRET,
    )
    const response = await call(new URLSearchParams({ token }).toString())
    expect({ resourceType, status: response.status }).toEqual({ resourceType, status: 200 })
    expect(((await response.json()) as { data: Resource }).data).toMatchObject({ type: resourceType, id: node.uuid })
  })

  it("would fail on an include the type has no field for: the content server answers 400, as Drupal does", async () => {
    const node = server.store.ofType("node--vacancy")[0]
    const url = draftUrl(address, "node--vacancy", node.uuid, node.langcode).replace(/include=[^&]*/, "include=field_image")
    const response = await fetch(url, { headers: credentialHeaders(EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS) })
    expect(response.status).toBe(400)
  })

  it("names a draft's image by a path of the site, and serves that file of the draft from the CMS", async () => {
    const token = tokenFor("node--news", "electric-reefers-fleet", "nl")
    const response = await call(new URLSearchParams({ token }).toString())
    const body = (await response.json()) as { data: Resource; included: Resource[] }
    expect(body.data.attributes.title).toBe("Fleetlane breidt verhuurvloot uit met 600 elektrische koeltrailers (concept)")
    expect(JSON.stringify(body)).not.toContain(server.url)
    expect(JSON.stringify(body)).not.toContain("public://")
    // The draft's image, not the published article's (e-reefer.jpg).
    const reefer = server.store.getByKey("file--file", "reefer.jpg")!
    const media = body.included.find((resource) => resource.id === (body.data as any).relationships.field_image.data.id) as any
    expect(media.relationships.field_media_image.data.id).toBe(reefer.uuid)
    const file = body.included.find((resource) => resource.type === "file--file" && resource.id === reefer.uuid)
    expect(file?.attributes.uri).toEqual({ url: `/api/preview?${new URLSearchParams({ token, image: reefer.uuid }).toString()}` })

    const image = await handler()(new Request(`https://www.fleetlane.example${file!.attributes.uri.url as string}`))
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    expect(image.headers.get("cache-control")).toBe("no-store")
    expect(image.headers.get("x-robots-tag")).toBe("noindex")
    expect(Buffer.from(await image.arrayBuffer()).equals(await readFile(reefer.source))).toBe(true)
  })

  it("serves no file the draft does not include, and nothing without a valid token", async () => {
    const token = tokenFor("node--news", "electric-reefers-fleet", "nl")
    const other = server.store.getByKey("file--file", "person-anna.jpg")!
    expect((await call(new URLSearchParams({ token, image: other.uuid }).toString())).status).toBe(404)
    expect((await call(new URLSearchParams({ token, image: "../../etc/passwd" }).toString())).status).toBe(404)
    const reefer = server.store.getByKey("file--file", "reefer.jpg")!
    const forged = token.replace(/[0-9a-f]$/, (digit) => (digit === "0" ? "1" : "0"))
    expect((await call(new URLSearchParams({ token: forged, image: reefer.uuid }).toString())).status).toBe(403)
  })
})
