import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { credentialHeaders, jsonApiUrl, languageOfPath, type DrupalAddress, type DrupalCredentials } from "../../src/config/drupal-address"
import { withFallbackAsRequested } from "../../src/drupal/language-fallback"

/** Request headers not passed on: the hop's own, and compression (the proxy reads the body). */
const HOP_HEADERS = new Set(["host", "connection", "accept-encoding", "content-length", "keep-alive", "transfer-encoding"])

/**
 * The request's headers for Drupal; with reading credentials, those in place of the request's own
 * (gatsby-source-drupal sends HTTP Basic with every request).
 */
function forwardedHeaders(request: IncomingMessage, reading: DrupalCredentials | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP_HEADERS.has(name) || value === undefined) continue
    if (reading !== undefined && (name === "authorization" || name === "cookie")) continue
    headers[name] = Array.isArray(value) ? value.join(", ") : value
  }
  return reading === undefined ? headers : { ...headers, ...credentialHeaders(reading) }
}

/**
 * The path names of entity types that hold no fallback entity: their translations are their own.
 * A collection or an entity of one of them holds that type alone. JSON:API Extras may rename a
 * resource's path; a path of any other name is read, as a fallback type's is.
 */
const OWN_TRANSLATIONS_ONLY = new Set(["node", "menu_link_content", "config_pages", "block_content"])

/**
 * Whether an answer can hold an entity of a fallback type: any answer but a collection or an entity
 * of a type above (the pages, most of the bytes of a large site) asked without included resources;
 * a path below an entity (a relationship) holds other types.
 */
export function mayHoldFallbacks(address: DrupalAddress, langcode: string, url: URL): boolean {
  if (url.searchParams.has("include")) return true
  const apiPath = new URL(jsonApiUrl(address, langcode)).pathname
  if (!url.pathname.startsWith(`${apiPath}/`)) return true
  const [entityType = "", ...rest] = url.pathname.slice(apiPath.length + 1).split("/")
  return !OWN_TRANSLATIONS_ONLY.has(entityType) || rest.length > 2
}

/**
 * A local HTTP proxy in front of Drupal for gatsby-source-drupal's collection requests (its
 * proxyUrl): each JSON:API answer goes on with the fallback entities of media, terms, files and
 * paragraphs given the language of the URL (src/drupal/language-fallback.ts); everything else,
 * errors included, goes on as Drupal answered it, byte for byte and unparsed (parsing and writing
 * every page collection again took the build's main process about 2 s of 15 s of sourcing at
 * 5,216 pages). Given `readingCredentials`, it asks for them at its first request and sends them
 * instead of the request's own (the build's session, src/drupal/session.ts).
 */
export async function startLanguageFallbackProxy(
  address: DrupalAddress,
  langcodes: readonly string[],
  port: number,
  readingCredentials?: () => Promise<DrupalCredentials>,
): Promise<Server & { url: string }> {
  let reading: Promise<DrupalCredentials> | undefined
  const server = createServer(async (request, response) => {
    const upstreamUrl = `${address.baseUrl}${request.url ?? "/"}`
    try {
      reading ??= readingCredentials?.()
      const headers = forwardedHeaders(request, reading && (await reading))
      const upstream = await fetch(upstreamUrl, { method: request.method, headers })
      const type = upstream.headers.get("content-type") ?? "application/octet-stream"
      const url = new URL(upstreamUrl)
      const langcode = languageOfPath(address, langcodes, url.pathname)
      const body =
        upstream.status === 200 && type.includes("json") && langcode && mayHoldFallbacks(address, langcode, url)
          ? JSON.stringify(withFallbackAsRequested(JSON.parse(await upstream.text()), langcode))
          : Buffer.from(await upstream.arrayBuffer())
      response.writeHead(upstream.status, { "content-type": type })
      response.end(body)
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" })
      response.end(`The language fallback proxy could not read ${upstreamUrl}: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", resolve)
  })
  // The build ends when Gatsby is done, not when this server is.
  server.unref()
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
}
