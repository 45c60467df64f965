import { endpoint } from "../lib/endpoint"
import { registrationSearchEndpoint } from "../lib/registration/endpoint"
import { endpoints } from "../test-support/endpoints"

/** Every endpoint follows the same method rules, through the one wrapper (netlify/lib/endpoint.ts). */
const found = endpoints()

beforeAll(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterAll(() => jest.restoreAllMocks())

async function allowOf(handler: (request: Request) => Promise<Response> | Response, url: string): Promise<string[]> {
  const response = await handler(new Request(url, { method: "DELETE" }))
  expect(response.status).toBe(405)
  return (response.headers.get("allow") ?? "").split(", ")
}

describe.each(found.map((found) => [found.path, found] as const))("%s", (_path, { path: route, handler }) => {
  const url = `http://localhost${route}`
  const call = (request: Request) => handler(request, { waitUntil: () => undefined })

  it("answers a method it does not take with 405 and an Allow header that lists HEAD exactly where it lists GET", async () => {
    const allow = await allowOf(call, url)
    expect(allow.includes("HEAD")).toBe(allow.includes("GET"))
    expect((await call(new Request(url, { method: "OPTIONS" }))).status).toBe(405)
    expect((await call(new Request(url, { method: "PATCH", body: "{}" }))).status).toBe(405)
  })

  it("answers HEAD as it answers GET where GET is allowed, and 405 elsewhere", async () => {
    const allow = await allowOf(call, url)
    const head = await call(new Request(url, { method: "HEAD" }))
    if (!allow.includes("GET")) {
      expect(head.status).toBe(405)
      return
    }
    const get = await call(new Request(url))
    expect(head.status).toBe(get.status)
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"))
  })
})

describe("the endpoint wrapper", () => {
  const handler = endpoint(["GET"], async () => new Response("a body", { status: 200, headers: { "Content-Type": "text/plain" } }))

  it("answers HEAD with the GET answer's status and headers and no body", async () => {
    const response = await handler(new Request("http://localhost/api/x", { method: "HEAD" }))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain")
    expect(await response.text()).toBe("")
  })

  it("answers a bug with a generic 500 that names nothing of the error", async () => {
    const failing = endpoint(["POST"], async () => {
      throw new Error("secret-token-123 at /var/task/handler.js")
    })
    const response = await failing(new Request("http://localhost/api/x", { method: "POST", body: "{}" }))
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('{"error":"internal_error"}')
  })

  it("guards registration-search too: a service that throws something unexpected gets the same generic 500", async () => {
    const search = registrationSearchEndpoint(() => ({
      lookup: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'secret')")
      },
    }))
    const response = await search(new Request("http://localhost/api/registration-search?trailer=AB1234&email=a%40b.nl"))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: "internal_error" })
  })
})
