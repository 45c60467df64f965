import { createReadStream } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { EMBEDDED_CONTENT_SERVER_CREDENTIALS, EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS } from "../../src/config/drupal-address"
import { viewerOf, type Credentials, type Viewer } from "./access"
import { loadContent, type ContentStore } from "./content-store"
import { withoutShadowedRedirects } from "./redirect-conflicts"
import { negotiateLanguage, projectDrupal, type DrupalBehaviour } from "./drupal-behaviour"
import { errorDocument, handleJsonApi, pageNotFound, type JsonApiResponse } from "./jsonapi"
import { contentServerLatencyMs, withLatency } from "./latency"
import { drupalJson } from "./php-json"
import type { ResourceContext } from "./resource"
import { LOGIN_PATH, Sessions, type Account } from "./sessions"

/**
 * An extra endpoint under JSON:API's prefix (like jsonapi_search_api's index), given the request
 * URL, the language from the path prefix and the path after the API prefix. Answers null when the
 * path is not its own.
 */
export type ContentRoute = (url: URL, langcode: string, path: string, context: ResourceContext) => JsonApiResponse | null

/**
 * A route of a Drupal module outside JSON:API (like gatsby_fastbuilds' sync), given the request,
 * its URL and the path after the language prefix. Answers null when the path is not its own.
 */
export type SiteRoute = (
  request: IncomingMessage,
  url: URL,
  path: string,
  context: ResourceContext,
) => Promise<JsonApiResponse | null> | JsonApiResponse | null

export interface ContentServerOptions {
  contentDir: string
  port: number
  host?: string
  routes?: readonly ContentRoute[]
  siteRoutes?: readonly SiteRoute[]
  /** The build user's HTTP Basic credentials; the embedded default (src/config/drupal-address.ts) unless given. */
  credentials?: Credentials
  /** The preview user's, who may also read drafts; the embedded default unless given. */
  previewCredentials?: Credentials
  /** The Drupal settings to behave by; the project's documented Drupal by default. */
  drupal?: Partial<DrupalBehaviour>
  /** How late every request is answered, in ms; CONTENT_SERVER_LATENCY_MS (default 0) unless given. */
  latencyMs?: number
  /** CONTENT_SCALE (scale.ts) unless given. */
  scale?: number
}

export interface RunningContentServer {
  url: string
  store: ContentStore
  /** Answers every later request this late (the bench measures publishing at several latencies on one server). */
  setLatencyMs(latencyMs: number): void
  close(): Promise<void>
}

const JSON_API_TYPE = "application/vnd.api+json"

function send(response: ServerResponse, result: JsonApiResponse, langcode: string, contentType = JSON_API_TYPE): void {
  const body = typeof result.body === "string" ? result.body : drupalJson(result.body)
  response.writeHead(result.status, {
    "Content-Type": result.contentType ?? contentType,
    "Content-Length": Buffer.byteLength(body),
    // Drupal names the negotiated language of every response, whatever language the data is in.
    "Content-Language": langcode,
    "Cache-Control": "must-revalidate, no-cache, private",
    ...result.headers,
  })
  response.end(body)
}

/** The redirect module's route normaliser, when the default language has a prefix (variant-en-prefix/p02). */
function movedPermanently(location: string): JsonApiResponse {
  const html =
    `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="UTF-8" />\n<meta http-equiv="refresh" content="0;url='${location}'" />\n` +
    `<title>Redirecting to ${location}</title>\n</head>\n<body>\nRedirecting to <a href="${location}">${location}</a>.\n</body>\n</html>`
  return {
    status: 301,
    body: html,
    contentType: "text/html; charset=utf-8",
    headers: { Location: location, "X-Drupal-Route-Normalizer": "1" },
  }
}

export function createRequestHandler(
  context: ResourceContext,
  routes: readonly ContentRoute[],
  credentials: Credentials,
  siteRoutes: readonly SiteRoute[] = [],
  previewCredentials: Credentials = EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS,
) {
  const { behaviour } = context
  const sessions = new Sessions()
  const accounts: Account[] = [
    { credentials, viewer: { authenticated: true, mayViewDrafts: false }, uid: "2", roles: ["authenticated", "fleetlane_api"] },
    {
      credentials: previewCredentials,
      viewer: { authenticated: true, mayViewDrafts: true },
      uid: "3",
      roles: ["authenticated", "fleetlane_preview"],
    },
  ]
  // basic_auth outranks the session cookie when a request sends HTTP Basic credentials.
  const viewerOfRequest = (request: IncomingMessage): Viewer =>
    /^Basic\s/i.test(request.headers.authorization ?? "")
      ? viewerOf(request.headers, credentials, previewCredentials)
      : (sessions.viewerOf(request.headers) ?? viewerOf(request.headers, credentials, previewCredentials))
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let url: URL
    try {
      url = new URL(request.url ?? "/", context.baseUrl)
    } catch {
      send(response, errorDocument(400, "Bad Request", "The request URL is malformed."), behaviour.defaultLangcode)
      return
    }
    const file = context.store.files.get(decodeURIComponent(url.pathname))
    if (file && (request.method === "GET" || request.method === "HEAD")) {
      response.writeHead(200, { "Content-Type": file.mime, "Cache-Control": "public, max-age=3600" })
      if (request.method === "HEAD") response.end()
      else createReadStream(file.absolutePath).pipe(response)
      return
    }
    const negotiation = negotiateLanguage(url.pathname, behaviour)
    if (negotiation.kind === "redirect") {
      send(response, movedPermanently(`${context.baseUrl}${negotiation.location}${url.search}`), behaviour.defaultLangcode)
      return
    }
    const { langcode, rest } = negotiation
    const apiRoot = `/${behaviour.apiPrefix}`
    const isJsonApi = rest === apiRoot || rest.startsWith(`${apiRoot}/`)
    if (isJsonApi && request.method !== "GET" && request.method !== "HEAD") {
      const detail =
        "JSON:API is configured to accept only read operations. " +
        `Site administrators can configure this at ${context.baseUrl}/admin/config/services/jsonapi.`
      send(response, errorDocument(405, "Method Not Allowed", detail, url, { Allow: "GET" }), langcode)
      return
    }
    if (isJsonApi) {
      for (const route of routes) {
        const result = route(url, langcode, rest.slice(apiRoot.length), context)
        if (result) {
          send(response, result, langcode, result.contentType ?? JSON_API_TYPE)
          return
        }
      }
      const viewer = viewerOfRequest(request)
      send(response, handleJsonApi(url, langcode, rest.slice(apiRoot.length), context, viewer), langcode)
      return
    }
    if (rest === LOGIN_PATH && url.searchParams.get("_format") === "json") {
      send(response, await sessions.logIn(request, accounts), langcode, "application/json")
      return
    }
    for (const route of siteRoutes) {
      const result = await route(request, url, rest, context)
      if (result) {
        send(response, result, langcode, result.contentType ?? "application/json")
        return
      }
    }
    send(response, pageNotFound(behaviour.siteName), langcode)
  }
}

/** A content server that listens while its content loads: a request in the meantime waits for it. */
export interface ListeningContentServer {
  url: string
  /** The running server once the content has loaded; if it does not load, this rejects and the server closes. */
  loaded: Promise<RunningContentServer>
}

/**
 * Listens at once and loads the content meanwhile (about 0.9 s for the demo content), so that
 * `npm run build` can start Gatsby beside the loading: Gatsby's first request comes seconds later.
 */
export async function listenContentServer(options: ContentServerOptions): Promise<ListeningContentServer> {
  const host = options.host ?? "127.0.0.1"
  const content = loadContent(options.contentDir, options.scale)
  let latencyMs = options.latencyMs ?? contentServerLatencyMs()
  const server = createServer()
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, host, resolve)
  }).catch(async (error: unknown) => {
    await content.catch(() => undefined)
    throw error
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    })
  // The loaded content and the handler over it: one promise that requests and `loaded` both wait on.
  const ready = content.then(withoutShadowedRedirects).then((store) => {
    const context: ResourceContext = { store, baseUrl: url, behaviour: { ...projectDrupal(), ...options.drupal } }
    const handler = createRequestHandler(
      context,
      options.routes ?? [],
      options.credentials ?? EMBEDDED_CONTENT_SERVER_CREDENTIALS,
      options.siteRoutes ?? [],
      options.previewCredentials ?? EMBEDDED_CONTENT_SERVER_PREVIEW_CREDENTIALS,
    )
    return { store, handler }
  })
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    ready
      .then(({ handler }) => handler(request, response))
      .catch((error: unknown) => {
        console.error(error)
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
  }
  // In the same turn as the listening: no request comes before the server has this listener.
  server.on(
    "request",
    withLatency(answer, () => latencyMs),
  )
  const loaded = ready.then(
    ({ store }): RunningContentServer => ({
      url,
      store,
      setLatencyMs: (value) => {
        latencyMs = value
      },
      close,
    }),
    async (error: unknown) => {
      // Unlike close(), lets the requests that waited have their 500 first.
      await new Promise<void>((resolve) => server.close(() => resolve()))
      throw error
    },
  )
  return { url, loaded }
}

/** Starts the embedded Drupal JSON:API server over the demo content, resolving once it is loaded. */
export async function startContentServer(options: ContentServerOptions): Promise<RunningContentServer> {
  return (await listenContentServer(options)).loaded
}
