import { request } from "node:http"
import { url } from "./support/browser"

/**
 * The served site keeps serving after requests that ended `netlify serve` for everybody (a target
 * like `//evil.example`, a body over 6 MB): each gets a 4xx, as from Netlify's CDN, and the next
 * visitor gets the page. Text comes compressed, as from Netlify's CDN.
 */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
}

/** A request exactly as written (fetch would tidy the target `//evil.example` up). */
function send(method: string, target: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(url("/"))
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path: target, headers }, (response) => {
      response.resume()
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })
}

async function homePageAnswers(): Promise<number> {
  return (await send("GET", "/en/")).status
}

describe("the served site under hostile requests", () => {
  it("answers GET //evil.example with a 4xx and then still serves the home page", async () => {
    const hostile = await send("GET", "//evil.example")
    expect(hostile.status).toBeGreaterThanOrEqual(400)
    expect(hostile.status).toBeLessThan(500)
    expect(await homePageAnswers()).toBe(200)
  })

  it("answers a 7 MB body with a 4xx and then still serves the home page", async () => {
    const body = Buffer.alloc(7 * 1024 * 1024, "a")
    const hostile = await send("POST", "/api/submit-hubspot-data", body, {
      "content-type": "application/json",
      "content-length": String(body.length),
    })
    expect(hostile.status).toBeGreaterThanOrEqual(400)
    expect(hostile.status).toBeLessThan(500)
    expect(await homePageAnswers()).toBe(200)
  })
})

describe("compression", () => {
  it.each([
    ["br", "gzip, deflate, br"],
    ["gzip", "gzip, deflate"],
  ])("sends pages and sitemaps %s-compressed to a browser that takes it", async (encoding, acceptEncoding) => {
    const page = await send("GET", "/en/", undefined, { "accept-encoding": acceptEncoding })
    expect(page.headers["content-encoding"]).toBe(encoding)
    const sitemap = await send("GET", "/sitemap-index.xml", undefined, { "accept-encoding": acceptEncoding })
    expect(sitemap.headers["content-encoding"]).toBe(encoding)
  })
})
