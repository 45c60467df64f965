import http from "node:http"
import type { AddressInfo } from "node:net"
import zlib from "node:zlib"

/**
 * Netlify's CDN compresses text responses (HTML, scripts, styles, JSON, SVG); `netlify serve`
 * does not. Lighthouse's simulated slow network charges every byte, so it measures the site
 * through this proxy, which gzips what the CDN would, and otherwise passes requests through.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

export function isCompressible(contentType: string | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? "")
}

export async function withCompressingProxy<T>(origin: string, task: (proxyOrigin: string) => Promise<T>): Promise<T> {
  const target = new URL(origin)
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, "accept-encoding": "identity" },
      },
      (upstreamResponse) => {
        const headers = { ...upstreamResponse.headers }
        const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
        if (acceptsGzip && !headers["content-encoding"] && isCompressible(headers["content-type"])) {
          delete headers["content-length"]
          headers["content-encoding"] = "gzip"
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding"
          response.writeHead(upstreamResponse.statusCode ?? 502, headers)
          upstreamResponse.pipe(zlib.createGzip({ level: 6 })).pipe(response)
        } else {
          response.writeHead(upstreamResponse.statusCode ?? 502, headers)
          upstreamResponse.pipe(response)
        }
      },
    )
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await task(`http://localhost:${port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
