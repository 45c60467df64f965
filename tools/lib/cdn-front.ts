import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { pipeline, type Transform } from "node:stream"
import zlib from "node:zlib"

/**
 * What Netlify's CDN does in front of the site and `netlify serve` does not, for the local server:
 * it answers with a 4xx the requests that end netlify-cli 26 for everybody, and compresses text.
 *
 * - A request target that is not a plain path (`GET //evil.example`) makes netlify-cli's rules
 *   proxy throw "TypeError: Invalid URL", and the process ends.
 * - A body over Netlify's 6 MB request limit ends it with "Stream body too big".
 * - Netlify's CDN sends text brotli- or gzip-compressed; `netlify serve` sends it as it is, so a
 *   local Lighthouse run would count hundreds of KB that production never sends.
 */
export const MAX_BODY_BYTES = 6 * 1024 * 1024

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|manifest\+json|xml|xhtml\+xml)|image\/svg\+xml)/i
/** Headers of one connection, which a proxy must not pass on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]

export interface CdnFrontOptions {
  /** Where the front listens (0: any free port). */
  port: number
  /** Port of the server behind it on 127.0.0.1 (netlify serve). */
  upstreamPort: number
  maxBodyBytes?: number
}

export interface CdnFront {
  origin: string
  close(): Promise<void>
}

/** Why a request is answered by the front itself, before it reaches netlify serve; null: it is passed on. */
export function rejection(
  request: Pick<IncomingMessage, "url" | "headers">,
  maxBodyBytes = MAX_BODY_BYTES,
): { status: number; reason: string } | null {
  const target = request.url ?? ""
  // Only a path from the root: not `//host…`, `/\host…` (a URL parser's host), `*` or an absolute URL.
  if (!target.startsWith("/") || /^\/[/\\]/.test(target)) return { status: 400, reason: "Bad request target" }
  try {
    if (new URL(target, "http://front.invalid").host !== "front.invalid") return { status: 400, reason: "Bad request target" }
  } catch {
    return { status: 400, reason: "Bad request target" }
  }
  const length = Number(request.headers["content-length"] ?? 0)
  if (!Number.isFinite(length) || length > maxBodyBytes) return { status: 413, reason: "Payload too large" }
  return null
}

/** The encoding Netlify's CDN would answer with: brotli if the browser takes it, else gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map(
    (acceptEncoding ?? "").split(",").map((part) => {
      const [name, ...parameters] = part.trim().toLowerCase().split(";")
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return [name, quality === undefined ? 1 : Number(quality)] as const
    }),
  )
  const takes = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (takes("br")) return "br"
  if (takes("gzip")) return "gzip"
  return null
}

function isCompressible(method: string | undefined, status: number, headers: IncomingHttpHeaders): boolean {
  return (
    method !== "HEAD" &&
    status !== 204 &&
    status !== 206 &&
    status !== 304 &&
    !headers["content-encoding"] &&
    !/\bno-transform\b/i.test(String(headers["cache-control"] ?? "")) &&
    COMPRESSIBLE.test(String(headers["content-type"] ?? ""))
  )
}

function compressor(encoding: "br" | "gzip"): Transform {
  // Fast settings: the front compresses every response as it streams, as a CDN does on the fly.
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 })
}

function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set([
    ...HOP_BY_HOP,
    ...String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  ])
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !named.has(name)))
}

function answer(response: ServerResponse, status: number, reason: string): void {
  // Already answered (a body cut off at the limit also ends the request to netlify serve, with an error).
  if (response.writableEnded) return
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(`${status} ${reason}\n`)
}

function respond(request: IncomingMessage, response: ServerResponse, upstream: IncomingMessage): void {
  const status = upstream.statusCode ?? 502
  const headers = endToEndHeaders(upstream.headers)
  const encoding = isCompressible(request.method, status, upstream.headers) ? chosenEncoding(request.headers["accept-encoding"]) : null
  if (COMPRESSIBLE.test(String(upstream.headers["content-type"] ?? "")))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding"
  if (!encoding) {
    response.writeHead(status, headers)
    pipeline(upstream, response, () => undefined)
    return
  }
  delete headers["content-length"]
  response.writeHead(status, { ...headers, "content-encoding": encoding })
  pipeline(upstream, compressor(encoding), response, () => undefined)
}

function forward(request: IncomingMessage, response: ServerResponse, upstreamPort: number, maxBodyBytes: number): void {
  const upstreamRequest = http.request({
    host: "127.0.0.1",
    port: upstreamPort,
    method: request.method,
    path: request.url,
    // The Host stays the visitor's: netlify serve builds redirects and URLs from it.
    headers: endToEndHeaders(request.headers),
  })
  upstreamRequest.once("response", (upstream) => respond(request, response, upstream))
  upstreamRequest.once("error", () => answer(response, 503, "The site is not served yet (netlify serve is building or has stopped)"))
  let received = 0
  request.on("data", (chunk: Buffer) => {
    received += chunk.length
    // A body without a length (chunked) that turns out too long: netlify serve never sees the rest.
    if (received > maxBodyBytes && !upstreamRequest.destroyed) {
      upstreamRequest.destroy()
      answer(response, 413, "Payload too large")
      request.resume()
    }
  })
  request.pipe(upstreamRequest)
}

/** Starts the front on `port`, passing what it does not answer itself to 127.0.0.1:`upstreamPort`. */
export function startCdnFront({ port, upstreamPort, maxBodyBytes = MAX_BODY_BYTES }: CdnFrontOptions): Promise<CdnFront> {
  const server = http.createServer((request, response) => {
    const rejected = rejection(request, maxBodyBytes)
    if (!rejected) {
      forward(request, response, upstreamPort, maxBodyBytes)
      return
    }
    answer(response, rejected.status, rejected.reason)
    // Read and drop what the client still sends, keeping the connection open: closing it while the
    // client writes would give the client a broken pipe instead of this answer.
    request.resume()
  })
  // A malformed request never reaches the handler: answer it and keep serving the others.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n")
    else socket.destroy()
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, () => {
      const { port: listening } = server.address() as AddressInfo
      resolve({
        origin: `http://localhost:${listening}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
