import { readdirSync, existsSync } from "node:fs"
import http from "node:http"
import https from "node:https"
import net from "node:net"
import path from "node:path"
import fc from "fast-check"

/**
 * Every endpoint in netlify/functions (any function with a path) gets at least 1,000 malformed or
 * hostile requests: broken and hostile JSON, wrong types, huge and binary bodies, odd methods and
 * content types, garbage query strings. It must answer every one, below 500, without throwing and
 * without calling anything outside (fetch, HTTP, sockets). Endpoints added later are found here.
 */
const FUNCTIONS_DIR = path.join(__dirname, "functions")
const RUNS_PER_ENDPOINT = 1000
const SEED = 20261122

type Handler = (request: Request, context: unknown) => Promise<Response> | Response
interface Endpoint {
  name: string
  path: string
  handler: Handler
}

/** netlify/functions/{name}.mts and netlify/functions/{name}/{name|index}.mts, as Netlify finds them. */
function functionFiles(): Array<{ name: string; file: string }> {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && /\.m?ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts"))
      return [{ name: entry.name.replace(/\.m?ts$/, ""), file: path.join(FUNCTIONS_DIR, entry.name) }]
    if (!entry.isDirectory()) return []
    const candidates = [`${entry.name}.mts`, `${entry.name}.ts`, "index.mts", "index.ts"].map((file) =>
      path.join(FUNCTIONS_DIR, entry.name, file),
    )
    const file = candidates.find((candidate) => existsSync(candidate))
    return file ? [{ name: entry.name, file }] : []
  })
}

function endpoints(): Endpoint[] {
  return functionFiles().flatMap(({ name, file }) => {
    const module = require(file) as { default?: Handler; config?: { path?: string | string[] } }
    const route = module.config?.path
    if (typeof module.default !== "function" || !route) return []
    return [{ name, path: (Array.isArray(route) ? route[0] : route).replace(/:[^/]+/g, "x"), handler: module.default }]
  })
}

/** What the Netlify runtime hands a v2 function, minus anything that reaches outside. */
function fakeContext(requestUrl: string) {
  return {
    ip: "203.0.113.7",
    requestId: "hostile-input-test",
    geo: { country: { code: "NL", name: "Netherlands" } },
    params: {},
    url: new URL(requestUrl),
    site: { id: "test", name: "test", url: "http://localhost" },
    account: { id: "test" },
    deploy: { id: "test", context: "dev", published: false },
    server: { region: "local" },
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined },
    json: (body: unknown) => Response.json(body),
    log: () => undefined,
    next: () => Promise.resolve(new Response(null, { status: 404 })),
    rewrite: () => Promise.resolve(new Response(null, { status: 404 })),
    waitUntil: () => undefined,
  }
}

const hostileStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    "{",
    "null",
    "[]",
    "true",
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "\u0000\uffff\ud800",
    "9".repeat(400),
    "a".repeat(100_000),
  ),
)
const hostileJson = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.oneof(fc.string(), fc.constantFrom("formId", "locale", "values", "email", "q", "kvkNumber", "file", "__proto__")),
      fc.anything(),
    )
    .map((value) => {
      try {
        return JSON.stringify(value)
      } catch {
        return "{}"
      }
    }),
  fc.record({ formId: hostileStrings, locale: hostileStrings, values: fc.anything() }).map((value) => JSON.stringify(value)),
)
const bodies = fc.oneof(hostileStrings, hostileJson, fc.uint8Array({ maxLength: 4096 }))
const queries = fc.oneof(
  fc.dictionary(fc.string(), fc.string()).map((params) => new URLSearchParams(params).toString()),
  fc
    .dictionary(
      fc.constantFrom("q", "query", "keyword", "lat", "lng", "kvkNumber", "page", "license", "vin", "country", "locale"),
      hostileStrings,
    )
    .map((params) => new URLSearchParams(params).toString()),
  fc.constantFrom("%", "%E0%A4%A", "a=%ZZ", "q=" + "x".repeat(10_000), "lat=NaN&lng=Infinity", "q[]=1&q[]=2", "&&&==&"),
)
const requests = fc.record({
  method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
  query: queries,
  body: bodies,
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "application/octet-stream",
    "",
  ),
})

const outsideCalls: string[] = []
const record =
  (what: string) =>
  (...args: unknown[]): never => {
    outsideCalls.push(`${what} ${String(args[0]).slice(0, 80)}`)
    throw new Error(`${what} is not allowed here`)
  }

beforeAll(() => {
  jest.spyOn(globalThis, "fetch").mockImplementation(record("fetch"))
  jest.spyOn(http, "request").mockImplementation(record("http.request"))
  jest.spyOn(https, "request").mockImplementation(record("https.request"))
  jest.spyOn(net, "connect").mockImplementation(record("net.connect"))
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})

afterAll(() => jest.restoreAllMocks())

const found = endpoints()

it("finds the endpoints", () => {
  expect(found.map((endpoint) => endpoint.path)).toContain("/api/health")
})

describe.each(found.map((endpoint) => [endpoint.path, endpoint] as const))("%s with hostile input", (_path, endpoint) => {
  it(
    `answers ${RUNS_PER_ENDPOINT} malformed requests below 500, without throwing or calling out`,
    async () => {
      await fc.assert(
        fc.asyncProperty(requests, async ({ method, query, body, contentType }) => {
          outsideCalls.length = 0
          const requestUrl = `http://localhost${endpoint.path}?${query}`
          const withBody = method !== "GET" && method !== "HEAD"
          const request = new Request(requestUrl, {
            method,
            headers: contentType ? { "content-type": contentType } : {},
            body: withBody ? body : undefined,
          })
          const response = await endpoint.handler(request, fakeContext(requestUrl))
          expect(response).toBeInstanceOf(Response)
          expect(response.status).toBeLessThan(500)
          await response.arrayBuffer()
          expect(outsideCalls).toEqual([])
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true },
      )
    },
    5 * 60 * 1000,
  )
})
