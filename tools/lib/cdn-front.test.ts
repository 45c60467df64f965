import http, { type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { request as rawRequest } from "node:http"
import zlib from "node:zlib"
import { chosenEncoding, rejection, startCdnFront, type CdnFront } from "./cdn-front"

const PAGE = `<!DOCTYPE html><html lang="en"><title>Fleetlane</title>${"<p>Trailers, trucks and vans.</p>".repeat(200)}</html>`

/** Stands in for netlify serve: a page, a script, an image and an echo of what it was sent. */
function startUpstream(seen: string[]): Promise<Server> {
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`)
    if (request.url === "/en/") response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE)
    else if (request.url === "/app.js")
      response.writeHead(200, { "content-type": "application/javascript" }).end("console.log(1)".repeat(100))
    else if (request.url === "/logo.png") response.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(2000, 7))
    else if (request.url === "/api/echo") {
      let length = 0
      request.on("data", (chunk: Buffer) => (length += chunk.length))
      request.on("end", () =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ length, host: request.headers.host })),
      )
    } else response.writeHead(404, { "content-type": "text/plain" }).end("not found")
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

/** A request exactly as written, path included (fetch would normalise `//evil.example`). */
function send(
  origin: string,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const { port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = rawRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }))
    })
    request.on("error", reject)
    request.end(body)
  })
}

describe("the front of the local server", () => {
  const seen: string[] = []
  let upstream: Server
  let front: CdnFront

  beforeAll(async () => {
    upstream = await startUpstream(seen)
    front = await startCdnFront({ port: 0, upstreamPort: (upstream.address() as AddressInfo).port, maxBodyBytes: 1024 * 1024 })
  })

  afterAll(async () => {
    await front.close()
    await new Promise((resolve) => upstream.close(resolve))
  })

  beforeEach(() => {
    seen.length = 0
  })

  it("answers GET //evil.example with 400 itself, and then still serves pages", async () => {
    expect((await send(front.origin, "GET", "//evil.example")).status).toBe(400)
    expect((await send(front.origin, "GET", "/\\evil.example")).status).toBe(400)
    expect(seen).toEqual([])
    const page = await send(front.origin, "GET", "/en/")
    expect(page.status).toBe(200)
    expect(page.body.toString()).toBe(PAGE)
  })

  it("answers a body over the limit with 413, whether it says its length or not, and then still serves pages", async () => {
    const tooLarge = Buffer.alloc(1024 * 1024 + 1, 97)
    expect((await send(front.origin, "POST", "/api/echo", tooLarge, { "content-length": String(tooLarge.length) })).status).toBe(413)
    expect(seen).toEqual([])
    expect((await send(front.origin, "POST", "/api/echo", tooLarge, { "transfer-encoding": "chunked" })).status).toBe(413)
    expect((await send(front.origin, "GET", "/en/")).status).toBe(200)
  })

  it("passes a body within the limit on whole, with the visitor's Host", async () => {
    const body = Buffer.alloc(1024 * 1024, 97)
    const echoed = await send(front.origin, "POST", "/api/echo", body, { host: "localhost:8888", "content-length": String(body.length) })
    expect(JSON.parse(echoed.body.toString())).toEqual({ length: body.length, host: "localhost:8888" })
  })

  it("compresses text with brotli or gzip as the browser accepts, as Netlify's CDN does", async () => {
    const brotli = await send(front.origin, "GET", "/en/", undefined, { "accept-encoding": "gzip, deflate, br" })
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/)
    expect(brotli.body.length).toBeLessThan(PAGE.length / 4)
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(PAGE)

    const gzip = await send(front.origin, "GET", "/app.js", undefined, { "accept-encoding": "gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(gzip.body).toString()).toBe("console.log(1)".repeat(100))
  })

  it("sends images and answers to browsers that accept no encoding as they are", async () => {
    const image = await send(front.origin, "GET", "/logo.png", undefined, { "accept-encoding": "gzip, br" })
    expect(image.headers["content-encoding"]).toBeUndefined()
    expect(image.body.equals(Buffer.alloc(2000, 7))).toBe(true)
    const plain = await send(front.origin, "GET", "/en/")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it("answers 503 while nothing serves behind it, instead of ending", async () => {
    const lonely = await startCdnFront({ port: 0, upstreamPort: 1 })
    try {
      expect((await send(lonely.origin, "GET", "/en/")).status).toBe(503)
    } finally {
      await lonely.close()
    }
  })
})

describe("rejection", () => {
  const headers = {}
  it.each(["//evil.example", "//evil.example/en/", "/\\evil.example", "*", "http://evil.example/", ""])(
    "rejects the request target %p",
    (url) => {
      expect(rejection({ url, headers })?.status).toBe(400)
    },
  )

  it.each(["/", "/en/", "/en//x/", "/api/geocode/suggest?q=Den%20Haag", "/nl/zoeken/?q=//x"])("passes the path %p on", (url) => {
    expect(rejection({ url, headers })).toBeNull()
  })

  it("rejects a declared length over the limit and passes one at it", () => {
    expect(rejection({ url: "/api/x", headers: { "content-length": "101" } }, 100)?.status).toBe(413)
    expect(rejection({ url: "/api/x", headers: { "content-length": "100" } }, 100)).toBeNull()
  })
})

describe("chosenEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", null],
    [undefined, null],
  ])("for Accept-Encoding %p is %p", (accept, expected) => {
    expect(chosenEncoding(accept)).toBe(expected)
  })
})
