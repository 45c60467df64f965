import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import http from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { fileFor, isCompressible, withStaticSite } from "./static-site"

const html = "<!doctype html><title>x</title>" + "<p>fleet</p>".repeat(500)
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-site-"))
  await mkdir(path.join(root, "en"))
  await writeFile(path.join(root, "en", "index.html"), html)
  await writeFile(path.join(root, "logo.png"), png)
  await writeFile(path.join(root, "404.html"), "<!doctype html><title>Not found</title>")
})

afterAll(() => rm(root, { recursive: true, force: true }))

function get(url: string, encoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

it("serves a folder's page gzipped as the CDN would, binaries as they are, and the 404 page for the rest", async () => {
  await withStaticSite(root, async (origin) => {
    const page = await get(`${origin}/en/`, "gzip, deflate, br")
    expect(page.status).toBe(200)
    expect(page.headers["content-type"]).toMatch(/^text\/html/)
    expect(page.headers["content-encoding"]).toBe("gzip")
    expect(page.body.length).toBeLessThan(html.length / 5)
    expect(zlib.gunzipSync(page.body).toString()).toBe(html)

    expect((await get(`${origin}/en`, "identity")).body.toString()).toBe(html)

    const image = await get(`${origin}/logo.png`, "gzip")
    expect(image.headers["content-encoding"]).toBeUndefined()
    expect(image.body.equals(png)).toBe(true)

    const missing = await get(`${origin}/en/nothing/`, "identity")
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toContain("Not found")
  })
})

it("serves a page rewritten while it is served as it is now, gzipped too", async () => {
  const folder = path.join(root, "rewritten")
  await mkdir(folder)
  await writeFile(path.join(folder, "index.html"), "<!doctype html><title>Before</title>")
  await withStaticSite(root, async (origin) => {
    expect(zlib.gunzipSync((await get(`${origin}/rewritten/`, "gzip")).body).toString()).toContain("Before")
    await writeFile(path.join(folder, "index.html"), "<!doctype html><title>After</title>")
    expect(zlib.gunzipSync((await get(`${origin}/rewritten/`, "gzip")).body).toString()).toContain("After")
  })
})

it("never reads outside the site's folder", () => {
  expect(fileFor("/site", "/en/")).toBe(path.resolve("/site/en/index.html"))
  expect(fileFor("/site", "/../etc/passwd")).toBe(path.resolve("/site/etc/passwd"))
  expect(fileFor("/site", "/%2e%2e/%2e%2e/etc/passwd")).toBe(path.resolve("/site/etc/passwd"))
  expect(fileFor("/site", "/..%2f..%2fetc/passwd")).toBeNull()
  expect(fileFor("/site", "/%E0%A4%A")).toBeNull()
})

it("knows which content types are text", () => {
  expect(["text/css", "application/javascript", "application/json", "image/svg+xml"].every(isCompressible)).toBe(true)
  expect(["image/webp", "application/pdf", undefined].some(isCompressible)).toBe(false)
})
