import { importOptional } from "./import-optional"
import { randomUUID } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { issueFormStartToken } from "../../netlify/lib/spam/form-start"

export interface EndpointFigures {
  name: string
  request: string
  present: boolean
  seconds: number
  connections: number
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  statuses: Record<string, number>
  errors: number
}

export interface LoadRun extends EndpointFigures {
  /** Answered 2xx. */
  accepted: number
  /** Of the answered requests, those in the outbox. */
  stored: number
  storedEqualsAccepted: boolean
  /** Requests still open when the run stopped (autocannon drops them unanswered), and how many of them the endpoint stored. */
  inFlightAtStop: number
  inFlightStored: number
}

const ENQUIRY_PATH = "/api/submit-hubspot-data"
const KVK_SEARCH_PATH = "/api/search-kvk-companies?companyName=Jansen"
/** The functions behind those paths (files in netlify/functions), for the functions host. */
export const BENCHED_FUNCTIONS = ["submit-hubspot-data.mts", "search-kvk-companies.mts"] as const
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g

/**
 * The header that gives each benchmark request a visitor of its own: the functions host makes it
 * the request's address (context.ip), so the per-address limit counts 50 connections as 50 visitors.
 */
export const BENCH_VISITOR_HEADER = "x-bench-visitor"

/** A complete contact enquiry, as the contact form sends it (opened a minute ago, past the minimum fill time). */
export function validEnquiry(): string {
  return JSON.stringify({
    formId: "contact",
    locale: "nl",
    values: {
      company: "Jansen Transport B.V.",
      salutation: "Mr.",
      first_name: "Jan",
      last_name: "Jansen",
      country_full: "NL",
      zip: "6711 AA",
      email: "jan@example.nl",
      phone: "",
      description: "Benchmark enquiry.",
      receive_tip_newsletter: false,
      privacy: true,
    },
    context: { pageUri: "https://www.fleetlane.example/nl/contact/", pageName: "Contact | Fleetlane", hutk: "" },
    utm: { utm_campaign: "", utm_source: "", utm_medium: "", utm_content: "", utm_term: "" },
    formStart: issueFormStartToken(Date.now() - 60_000),
  })
}

interface AutocannonResult {
  duration: number
  requests: { total: number; average: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  statusCodeStats?: Record<string, { count: number }>
  ["1xx"]: number
  ["2xx"]: number
  ["3xx"]: number
  ["4xx"]: number
  ["5xx"]: number
}
type Autocannon = (options: object) => Promise<AutocannonResult>

async function autocannon(): Promise<Autocannon> {
  const module = (await importOptional("autocannon")) as unknown as { default: Autocannon }
  return module.default
}

async function isPresent(origin: string, requestPath: string): Promise<boolean> {
  const response = await fetch(`${origin}${requestPath.split("?")[0]}`, { method: "OPTIONS" })
  await response.arrayBuffer()
  return response.status !== 404
}

function figures(name: string, request: string, result: AutocannonResult, connections: number): EndpointFigures {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]))
  return {
    name,
    request,
    present: true,
    seconds: result.duration,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  }
}

const absent = (name: string, request: string): EndpointFigures => ({
  name,
  request,
  present: false,
  seconds: 0,
  connections: 0,
  requests: 0,
  requestsPerSecond: 0,
  p50Ms: 0,
  p99Ms: 0,
  statuses: {},
  errors: 0,
})

/** Latency and throughput of the endpoints the site has: a valid enquiry, a malformed body, a KVK search. */
export async function benchEndpoints(origin: string, seconds = 10, connections = 10): Promise<EndpointFigures[]> {
  const run = await autocannon()
  const results: EndpointFigures[] = []
  const cases = [
    { name: "valid enquiry (local sink)", path: ENQUIRY_PATH, method: "POST", body: validEnquiry, unique: true },
    { name: "malformed body", path: ENQUIRY_PATH, method: "POST", body: () => '{"formId":"contact","values":', unique: false },
    { name: "KVK search", path: KVK_SEARCH_PATH, method: "GET", body: null, unique: false },
  ]
  for (const entry of cases) {
    const request = `${entry.method} ${entry.path}`
    if (!(await isPresent(origin, entry.path))) {
      results.push(absent(entry.name, request))
      continue
    }
    console.log(`bench: autocannon ${request} (${seconds} s, ${connections} connections) ...`)
    const result = await run({
      url: `${origin}${entry.path}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: entry.method,
          setupRequest: (req: { headers?: Record<string, string>; body?: string }) => ({
            ...req,
            headers: {
              ...req.headers,
              "content-type": "application/json",
              ...(entry.unique ? { "idempotency-key": randomUUID(), [BENCH_VISITOR_HEADER]: randomUUID() } : {}),
            },
            ...(entry.body ? { body: entry.body() } : {}),
          }),
        },
      ],
    })
    results.push(figures(entry.name, request, result, connections))
  }
  return results
}

async function storedKeys(blobsDirectory: string, keys: ReadonlySet<string>): Promise<Set<string>> {
  const found = new Set<string>()
  const entries = await readdir(blobsDirectory, { recursive: true, withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const text = await readFile(path.join(entry.parentPath, entry.name), "utf8").catch(() => "")
    for (const match of text.match(UUID) ?? []) if (keys.has(match)) found.add(match)
    for (const match of entry.name.match(UUID) ?? []) if (keys.has(match)) found.add(match)
  }
  return found
}

/** The load run: enquiries at 50 connections for 30 s; every accepted one must be stored (Netlify Blobs under blobsDirectory). */
export async function benchLoad(origin: string, blobsDirectory: string, seconds = 30, connections = 50): Promise<LoadRun | null> {
  if (!(await isPresent(origin, ENQUIRY_PATH))) return null
  const run = await autocannon()
  const accepted = new Set<string>()
  const answered = new Set<string>()
  const sent = new Set<string>()
  console.log(`bench: load run POST ${ENQUIRY_PATH} (${seconds} s, ${connections} connections) ...`)
  const result = await run({
    url: `${origin}${ENQUIRY_PATH}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req: { headers?: Record<string, string> }, context: { key?: string }) => {
          context.key = randomUUID()
          sent.add(context.key)
          const headers = { ...req.headers, "content-type": "application/json", "idempotency-key": context.key, [BENCH_VISITOR_HEADER]: randomUUID() }
          return { ...req, headers, body: validEnquiry() }
        },
        onResponse: (status: number, _body: string, context: { key?: string }) => {
          if (!context.key) return
          answered.add(context.key)
          if (status >= 200 && status < 300) accepted.add(context.key)
        },
      },
    ],
  })
  const stored = await storedKeys(blobsDirectory, sent)
  const storedAnswered = [...stored].filter((key) => answered.has(key))
  const inFlight = [...sent].filter((key) => !answered.has(key))
  return {
    ...figures("load run: valid enquiries", `POST ${ENQUIRY_PATH}`, result, connections),
    accepted: accepted.size,
    stored: storedAnswered.length,
    storedEqualsAccepted: storedAnswered.length === accepted.size && [...accepted].every((key) => stored.has(key)),
    inFlightAtStop: inFlight.length,
    inFlightStored: inFlight.filter((key) => stored.has(key)).length,
  }
}
