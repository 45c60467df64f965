import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface ScriptedResponse {
  status: number
  headers?: Record<string, string>
  body?: string
}

export interface StandIn {
  url: string
  requests: RecordedRequest[]
  /** Answers, in order, for requests to paths starting with a prefix; the last one repeats. */
  respond(prefix: string, ...responses: ScriptedResponse[]): void
  close(): Promise<void>
}

/**
 * A local HTTP server that stands in for an upstream (HubSpot, Salesforce, KVK, the site itself):
 * it records every request and answers from a script, so a client's request shape can be checked.
 */
export async function startStandIn(): Promise<StandIn> {
  const scripts = new Map<string, ScriptedResponse[]>()
  const requests: RecordedRequest[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const path = request.url ?? "/"
      requests.push({ method: request.method ?? "GET", path, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") })
      const prefix = [...scripts.keys()].filter((candidate) => path.startsWith(candidate)).sort((a, b) => b.length - a.length)[0]
      const queue = prefix ? scripts.get(prefix)! : []
      const next = queue.length > 1 ? queue.shift()! : (queue[0] ?? { status: 404, body: "{}" })
      response.writeHead(next.status, { "Content-Type": "application/json", ...next.headers })
      response.end(next.body ?? "")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (prefix, ...responses) => scripts.set(prefix, [...responses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
