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

/** The handler, answering each request latencyMs after it arrived. */
export function withLatency(handler: Handler, latencyMs: number): Handler {
  if (latencyMs <= 0) return handler
  return (request, response) => {
    setTimeout(() => handler(request, response), latencyMs)
  }
}
