/** Response helpers every function shares: JSON bodies, never cached, never sniffed. */

const SECURITY_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...SECURITY_HEADERS, ...headers },
  })
}

/** 405 with the Allow header, for a request whose method the endpoint does not take. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return json(405, { error: "method_not_allowed" }, { Allow: allowed.join(", ") })
}

/** A 4xx answer with a machine-readable error code and, for invalid fields, each field's message key. */
export function clientError(
  status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
  error: string,
  details: Record<string, unknown> = {},
): Response {
  return json(status, { error, ...details })
}
