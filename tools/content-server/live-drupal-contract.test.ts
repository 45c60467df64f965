import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { stringify } from "yaml"
import { credentialHeaders, EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { uuidFromName } from "./ids"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * What the content server answers as the real Drupal does, learnt from `npm run test:drupal`
 * (docs/drupal.md, "What the comparison taught"): each rule here made a page of the two builds differ.
 */

let server: RunningContentServer
let contentDir: string

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-live-drupal-"))
  await mkdir(path.join(contentDir, "files"), { recursive: true })
  await mkdir(path.join(contentDir, "media"), { recursive: true })
  await mkdir(path.join(contentDir, "node"), { recursive: true })
  await writeFile(path.join(contentDir, "files/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48"></svg>')
  await sharp({ create: { width: 8, height: 6, channels: 3, background: "#0b5c7a" } })
    .png()
    .toFile(path.join(contentDir, "files/pixel.png"))
  await writeFile(
    path.join(contentDir, "media/images.yaml"),
    stringify([
      { type: "media--image", key: "logo", name: "Logo", field_media_image: { file: "file--file:logo.svg", alt: "Fleetlane" } },
      { type: "media--image", key: "pixel", name: "Pixel", field_media_image: { file: "file--file:pixel.png", alt: "A pixel" } },
    ]),
  )
  await writeFile(
    path.join(contentDir, "node/about.yaml"),
    stringify({ type: "node--page", title: "Über uns", path: "/about-us", body: "<p>Who we are.</p>\n<ul>\n<li>Hauliers</li>\n</ul>\n" }),
  )
  server = await startContentServer({ contentDir, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

async function get(pathAndQuery: string): Promise<Record<string, any>> {
  const response = await fetch(server.url + pathAndQuery, { headers: credentialHeaders(EMBEDDED_CONTENT_SERVER_CREDENTIALS) })
  return (await response.json()) as Record<string, any>
}

describe("answers as the real Drupal", () => {
  it("gives an SVG image no width and height (Drupal's image toolkit cannot read them), a raster image its own", async () => {
    const meta = async (key: string) =>
      (await get(`/jsonapi/media/image/${uuidFromName(`media--image:${key}`)}`)).data.relationships.field_media_image.data.meta
    expect(await meta("logo")).toMatchObject({ alt: "Fleetlane", width: null, height: null })
    expect(await meta("pixel")).toMatchObject({ alt: "A pixel", width: 8, height: 6 })
  })

  it("filters formatted text: `processed` loses the whitespace after the last element, `value` keeps it", async () => {
    const body = (await get(`/jsonapi/node/page/${uuidFromName("node--page:about")}`)).data.attributes.body
    expect(body.value).toBe("<p>Who we are.</p>\n<ul>\n<li>Hauliers</li>\n</ul>\n")
    expect(body.processed).toBe("<p>Who we are.</p>\n<ul>\n<li>Hauliers</li>\n</ul>")
  })

  it("writes its JSON as PHP's json_encode does for Drupal: all ASCII, tags and slashes escaped", async () => {
    const response = await fetch(`${server.url}/jsonapi/node/page/${uuidFromName("node--page:about")}`, {
      headers: credentialHeaders(EMBEDDED_CONTENT_SERVER_CREDENTIALS),
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length)
    expect(bytes.every((byte) => byte < 0x80)).toBe(true)
    const text = bytes.toString()
    expect(text).toContain('"title":"\\u00dcber uns"')
    expect(text).toContain('"processed":"\\u003Cp\\u003EWho we are.\\u003C\\/p\\u003E\\n')
    expect(text).toContain(`"self":{"href":"${server.url.replaceAll("/", "\\/")}\\/jsonapi\\/node\\/page\\/`)
  })
})
