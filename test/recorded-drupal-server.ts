import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { recording, type Recording } from "./drupal-recordings"

/**
 * What answers a path (with its query, as requested), anonymously or with credentials: a
 * recording's name, or a recording a test derived from one.
 */
export type RecordedRoutes = Record<string, { anon?: string | Recording; admin?: string | Recording }>

const RECORDED_ORIGIN = "http://127.0.0.1:8080"

/**
 * A local HTTP server that answers as the recorded Drupal did: status, content type and body of
 * the recording for the path and whether the request carries credentials; the recorded origin in
 * the body becomes the server's own, so that the links it returns lead back to it. A path
 * without recording answers as Drupal does for an unknown route: a 404 HTML page.
 */
export async function startRecordedDrupal(routes: RecordedRoutes) {
  const requests: { path: string; authorized: boolean }[] = []
  const server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? "/")
    const authorized = request.headers.authorization !== undefined
    requests.push({ path, authorized })
    const name = routes[path]?.[authorized ? "admin" : "anon"]
    if (!name) {
      response.writeHead(404, { "content-type": "text/html; charset=UTF-8" })
      response.end("<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>")
      return
    }
    const recorded = typeof name === "string" ? recording(name) : name
    const text = typeof recorded.body === "string" ? recorded.body : JSON.stringify(recorded.body)
    const location = recorded.headers.location?.split(RECORDED_ORIGIN).join(url)
    response.writeHead(recorded.status, {
      "content-type": recorded.headers["content-type"] ?? "application/vnd.api+json",
      ...(location ? { location } : {}),
    })
    response.end(text.split(RECORDED_ORIGIN).join(url))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    // The plugin's keep-alive agent holds its connections open; close them with the server.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
