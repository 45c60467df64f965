import http from "node:http"
import type { AddressInfo } from "node:net"
import zlib from "node:zlib"
import { isCompressible, withCompressingProxy } from "./compressing-proxy"

const html = "<!doctype html><title>x</title>" + "<p>fleet</p>".repeat(500)
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])

let origin: string
let server: http.Server

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/logo.png") response.writeHead(200, { "content-type": "image/png" }).end(png)
    else response.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-frame-options": "DENY" }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

function get(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

it("gzips text as the CDN would, keeps the other headers, and passes binaries and non-gzip clients through", async () => {
  await withCompressingProxy(origin, async (proxy) => {
    const page = await get(`${proxy}/en/`, "gzip, deflate, br")
    expect(page.headers["content-encoding"]).toBe("gzip")
    expect(page.headers["x-frame-options"]).toBe("DENY")
    expect(page.body.length).toBeLessThan(html.length / 5)
    expect(zlib.gunzipSync(page.body).toString()).toBe(html)

    const image = await get(`${proxy}/logo.png`, "gzip")
    expect(image.headers["content-encoding"]).toBeUndefined()
    expect(image.body.equals(png)).toBe(true)

    const plain = await get(`${proxy}/en/`, "identity")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })
})

it("knows which content types are text", () => {
  expect(["text/css", "application/javascript", "application/json", "image/svg+xml"].every(isCompressible)).toBe(true)
  expect(["image/webp", "application/pdf", undefined].some(isCompressible)).toBe(false)
})
