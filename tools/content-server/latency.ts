import type { IncomingMessage, ServerResponse } from "node:http"

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * CONTENT_SERVER_LATENCY_MS: how late the content server answers every request, so that the bench
 * can measure sourcing and publishing against a Drupal far away (a remote Drupal answers a
 * JSON:API request in a 100-200 ms, the embedded server in a few). 0, the default, adds nothing.
 */
export function contentServerLatencyMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CONTENT_SERVER_LATENCY_MS?.trim()
  if (!text) return 0
  const latency = Number(text)
  if (!Number.isFinite(latency) || latency < 0)
    throw new Error(`CONTENT_SERVER_LATENCY_MS must be a number of milliseconds ≥ 0, not "${text}".`)
  return latency
}

/**
 * The handler, answering each request latencyMs after it arrived. A function gives the latency
 * each request is answered with, so that one server can change it (the bench's publish part).
 */
export function withLatency(handler: Handler, latencyMs: number | (() => number)): Handler {
  if (typeof latencyMs === "number" && latencyMs <= 0) return handler
  const latencyNow = typeof latencyMs === "number" ? () => latencyMs : latencyMs
  return (request, response) => {
    const latency = latencyNow()
    if (latency <= 0) handler(request, response)
    else setTimeout(() => handler(request, response), latency)
  }
}
