import { createReadStream } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { loadContent, type ContentStore } from "./content-store"
import { errorDocument, handleJsonApi, type JsonApiResponse } from "./jsonapi"
import type { ResourceContext } from "./resource"

/**
 * An extra endpoint of the content server (like a search_api index), given the request URL,
 * the language from the path prefix and the path after it. Answers null when the path is not its own.
 */
export type ContentRoute = (url: URL, langcode: string, path: string, context: ResourceContext) => JsonApiResponse | null

export interface ContentServerOptions {
  contentDir: string
  port: number
  host?: string
  routes?: readonly ContentRoute[]
}

export interface RunningContentServer {
  url: string
  store: ContentStore
  close(): Promise<void>
}

const JSON_API_TYPE = "application/vnd.api+json"

function send(response: ServerResponse, result: JsonApiResponse, contentType = JSON_API_TYPE): void {
  const body = JSON.stringify(result.body)
  response.writeHead(result.status, { "Content-Type": contentType, "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-cache" })
  response.end(body)
}

/** Splits an optional language prefix off the path, as Drupal's language negotiation does. */
export function splitLanguagePrefix(pathname: string): { langcode: string; rest: string } {
  const [, first, ...rest] = pathname.split("/")
  if (first && first !== DEFAULT_LOCALE && LOCALE_CODES.includes(first)) return { langcode: first, rest: `/${rest.join("/")}` }
  return { langcode: DEFAULT_LOCALE, rest: pathname }
}

export function createRequestHandler(context: ResourceContext, routes: readonly ContentRoute[]) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    response.setHeader("Access-Control-Allow-Origin", "*")
    response.setHeader("Vary", "Origin")
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
        "Access-Control-Allow-Headers": "Accept, Content-Type",
      })
      response.end()
      return
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      send(
        response,
        errorDocument(405, "Method Not Allowed", `No route found for "${request.method} ${request.url}": Method Not Allowed (Allow: GET)`),
      )
      return
    }
    let url: URL
    try {
      url = new URL(request.url ?? "/", context.baseUrl)
    } catch {
      send(response, errorDocument(400, "Bad Request", "The request URL is malformed."))
      return
    }
    const file = context.store.files.get(decodeURIComponent(url.pathname))
    if (file) {
      response.writeHead(200, { "Content-Type": file.mime, "Cache-Control": "public, max-age=3600" })
      if (request.method === "HEAD") response.end()
      else createReadStream(file.absolutePath).pipe(response)
      return
    }
    const { langcode, rest } = splitLanguagePrefix(url.pathname)
    if (rest === "/jsonapi" || rest.startsWith("/jsonapi/")) {
      send(response, handleJsonApi(url, langcode, rest.slice("/jsonapi".length), context))
      return
    }
    for (const route of routes) {
      const result = route(url, langcode, rest, context)
      if (result) {
        send(response, result, result.contentType ?? "application/json")
        return
      }
    }
    send(response, errorDocument(404, "Not Found", `No route found for "GET ${url.pathname}"`))
  }
}

/** Starts the embedded Drupal JSON:API server over the demo content. */
export async function startContentServer(options: ContentServerOptions): Promise<RunningContentServer> {
  const store = await loadContent(options.contentDir)
  const host = options.host ?? "127.0.0.1"
  const context: ResourceContext = { store, baseUrl: "", defaultLangcode: DEFAULT_LOCALE }
  const server = createServer(createRequestHandler(context, options.routes ?? []))
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  context.baseUrl = `http://${host}:${port}`
  return {
    url: context.baseUrl,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
