import { randomUUID } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { startLocalBlobs } from "../lib/blobs"
import { BENCH_VISITOR_HEADER } from "./endpoints"

/** A v2 function module: the handler, and the path it is served at. */
interface FunctionModule {
  default: (request: Request, context: FunctionContext) => Promise<Response> | Response
  config?: { path?: string | string[] }
}

/** The part of Netlify's Context the functions use. */
interface FunctionContext {
  waitUntil: (promise: Promise<unknown>) => void
  requestId: string
  ip: string
}

export interface FunctionsHost {
  origin: string
  /** Where the host's Netlify Blobs are (the outbox, the local sink). */
  blobsDirectory: string
  /** Waits for the work the functions left running after their responses (context.waitUntil). */
  settle(): Promise<void>
  close(): Promise<void>
}

const FUNCTIONS_DIRECTORY = path.resolve(__dirname, "../../netlify/functions")

function requestHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (let index = 0; index < request.rawHeaders.length; index += 2) headers.append(request.rawHeaders[index], request.rawHeaders[index + 1])
  return headers
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const method = incoming.method ?? "GET"
  return new Request(new URL(incoming.url ?? "/", origin), {
    method,
    headers: requestHeaders(incoming),
    body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
  })
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.statusCode = response.status
  response.headers.forEach((value, name) => outgoing.setHeader(name, value))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The given functions (file names in netlify/functions) as one warm Node process serves them, with
 * a Netlify Blobs server of its own: what the endpoint figures and the load run measure.
 *
 * `netlify serve` starts a new worker thread for every invocation of a v2 function, which loads the
 * function's bundle again (netlify-cli, dist/lib/functions/runtimes/js/index.js): about 0.3 s of CPU
 * a request on this machine, so through it autocannon measures the emulator (4 requests per second),
 * not the function. Netlify keeps a function's instances warm between invocations, as this host does.
 */
export async function startFunctionsHost(files: readonly string[]): Promise<FunctionsHost> {
  const blobsDirectory = await mkdtemp(path.join(tmpdir(), "bench-blobs-"))
  const blobs = await startLocalBlobs(blobsDirectory)
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, siteID: "bench", token: blobs.token }),
  ).toString("base64")

  const routes = new Map<string, FunctionModule>()
  for (const file of files) {
    const module = (await import(path.join(FUNCTIONS_DIRECTORY, file))) as FunctionModule
    const paths = [module.config?.path ?? `/.netlify/functions/${path.parse(file).name}`].flat()
    for (const route of paths) routes.set(route, module)
  }

  const pending = new Set<Promise<unknown>>()
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? "localhost"}`
    const handler = routes.get(new URL(incoming.url ?? "/", origin).pathname)
    if (!handler) {
      outgoing.writeHead(404).end()
      return
    }
    const context: FunctionContext = {
      waitUntil: (promise) => {
        const tracked = promise.catch(() => undefined).finally(() => pending.delete(tracked))
        pending.add(tracked)
      },
      requestId: randomUUID(),
      // A benchmark request names its simulated visitor (endpoints.ts); otherwise the socket's address.
      ip: String(incoming.headers[BENCH_VISITOR_HEADER] ?? incoming.socket.remoteAddress ?? "127.0.0.1"),
    }
    toRequest(incoming, origin)
      .then((request) => handler.default(request, context))
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        // A function that throws is a 500, as on Netlify; the figures count it.
        console.error(error)
        if (!outgoing.headersSent) outgoing.writeHead(500)
        outgoing.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const settle = async () => {
    while (pending.size) await Promise.all([...pending])
  }
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    blobsDirectory,
    settle,
    close: async () => {
      await settle()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await blobs.stop()
      delete process.env.NETLIFY_BLOBS_CONTEXT
      await rm(blobsDirectory, { recursive: true, force: true })
    },
  }
}

/** Runs a task against the functions host, and closes it after. */
export async function withFunctionsHost<T>(files: readonly string[], task: (host: FunctionsHost) => Promise<T>): Promise<T> {
  const host = await startFunctionsHost(files)
  try {
    return await task(host)
  } finally {
    await host.close()
  }
}

/**
 * `tsx tools/bench/functions-host.ts submit-hubspot-data.mts …`: serves those functions warm until
 * stopped, and prints where (one line of JSON: origin, blobsDirectory).
 */
if (require.main === module) {
  startFunctionsHost(process.argv.slice(2)).then(
    (host) => {
      console.log(JSON.stringify({ origin: host.origin, blobsDirectory: host.blobsDirectory }))
      const stop = () => void host.close().then(() => process.exit(0))
      process.once("SIGTERM", stop)
      process.once("SIGINT", stop)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
