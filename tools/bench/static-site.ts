import { createHash } from "node:crypto"
import { readFile, stat } from "node:fs/promises"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"

/**
 * The built site as a CDN serves it to Lighthouse: files from public/, text gzipped (once, then
 * kept), the 404 page for what is not there. `netlify serve` is a Node proxy that spends CPU on
 * every request, and on this 2-core machine that CPU is taken from Chromium while Lighthouse traces
 * it and multiplies the main thread's time by four: the same build of the contact page measured
 * TBT 84 and 241 ms through it, 13 and 23 ms from a static server. Headers (CSP and the like) do not
 * change Lighthouse's performance figures; the browser tests check them against netlify serve.
 */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

export function isCompressible(contentType: string | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? "")
}

/** The file a request path names inside the site's folder (a folder's index.html), or null outside it. */
export function fileFor(root: string, requestPath: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(requestPath, "http://site").pathname)
  } catch {
    return null
  }
  const file = path.resolve(root, `.${pathname.endsWith("/") ? `${pathname}index.html` : pathname}`)
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null
}

async function readIfFile(file: string | null): Promise<Buffer | null> {
  if (!file) return null
  const info = await stat(file).catch(() => null)
  if (info?.isDirectory()) return readIfFile(path.join(file, "index.html"))
  return info?.isFile() ? readFile(file) : null
}

export async function withStaticSite<T>(publicDir: string, task: (origin: string) => Promise<T>): Promise<T> {
  const root = path.resolve(publicDir)
  const gzipped = new Map<string, Buffer>()
  const server = http.createServer((request, response) => {
    void (async () => {
      let file = fileFor(root, request.url ?? "/")
      let status = 200
      let body = await readIfFile(file)
      if (!body) {
        status = 404
        file = path.join(root, "404.html")
        body = (await readIfFile(file)) ?? Buffer.from("Not found")
      }
      const type = CONTENT_TYPES[path.extname(file ?? "").toLowerCase()] ?? "application/octet-stream"
      const headers: http.OutgoingHttpHeaders = { "content-type": type, "cache-control": "no-cache" }
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")) && isCompressible(type) && file) {
        // Keyed by content too: a build rewrites files while the site is served (the bench's publish part).
        const key = `${status}:${file}:${createHash("sha1").update(body).digest("base64")}`
        const compressed = gzipped.get(key) ?? zlib.gzipSync(body, { level: 6 })
        gzipped.set(key, compressed)
        body = compressed
        headers["content-encoding"] = "gzip"
        headers.vary = "Accept-Encoding"
      }
      response.writeHead(status, { ...headers, "content-length": body.length })
      response.end(request.method === "HEAD" ? undefined : body)
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
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
