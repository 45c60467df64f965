import type { Context } from "@netlify/functions"
import { errorMessage } from "./errors"
import { json, methodNotAllowed } from "./http"
import { isCrossSiteRequest } from "./same-origin"

/**
 * The one wrapper of every endpoint, so that each follows the same rules:
 * - methods: the endpoint's own; HEAD wherever GET is (the GET answer without its body); anything
 *   else 405 with Allow (OPTIONS too: the site calls only itself, so there is no CORS preflight).
 * - state-changing methods (POST, PUT, PATCH, DELETE) come from the site's own pages only: 403
 *   `cross_site_request` otherwise (netlify/lib/same-origin.ts).
 * - a bug answers a generic 500 and logs the error; no stack trace or secret reaches the visitor.
 */
export type Method = "GET" | "POST" | "PUT"
export type Handler = (request: Request, context?: Context) => Promise<Response>

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"])

export function allowedMethods(methods: readonly Method[]): string[] {
  return methods.includes("GET") ? [...methods, "HEAD"] : [...methods]
}

export function endpoint(methods: readonly Method[], handler: Handler): Handler {
  const allowed = allowedMethods(methods)
  return async (request, context) => {
    try {
      if (!allowed.includes(request.method)) return methodNotAllowed(allowed)
      if (STATE_CHANGING.has(request.method) && isCrossSiteRequest(request)) return json(403, { error: "cross_site_request" })
      if (request.method !== "HEAD") return await handler(request, context)
      const answer = await handler(new Request(request.url, { method: "GET", headers: request.headers }), context)
      await answer.body?.cancel()
      return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
    } catch (error) {
      console.error("Unexpected error", errorMessage(error))
      return json(500, { error: "internal_error" })
    }
  }
}
