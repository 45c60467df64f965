import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { languageOfPath, type DrupalAddress } from "../../src/config/drupal-address"
import { withFallbackAsRequested } from "../../src/drupal/language-fallback"

/** Request headers not passed on: the hop's own, and compression (the proxy reads the body). */
const HOP_HEADERS = new Set(["host", "connection", "accept-encoding", "content-length", "keep-alive", "transfer-encoding"])

function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value
  }
  return headers
}

/**
 * A local HTTP proxy in front of Drupal for gatsby-source-drupal's collection requests (its
 * proxyUrl): each JSON:API answer goes on with the fallback entities of media, terms, files and
 * paragraphs given the language of the URL (src/drupal/language-fallback.ts); everything else,
 * errors included, goes on as Drupal answered it.
 */
export async function startLanguageFallbackProxy(
  address: DrupalAddress,
  langcodes: readonly string[],
  port: number,
): Promise<Server & { url: string }> {
  const server = createServer(async (request, response) => {
    const upstreamUrl = `${address.baseUrl}${request.url ?? "/"}`
    try {
      const upstream = await fetch(upstreamUrl, { method: request.method, headers: forwardedHeaders(request) })
      const type = upstream.headers.get("content-type") ?? "application/octet-stream"
      const text = await upstream.text()
      const langcode = languageOfPath(address, langcodes, new URL(upstreamUrl).pathname)
      const body =
        upstream.status === 200 && type.includes("json") && langcode
          ? JSON.stringify(withFallbackAsRequested(JSON.parse(text), langcode))
          : text
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
