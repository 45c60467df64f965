import type { Config } from "@netlify/functions"
import { json, methodNotAllowed } from "../lib/http"

/** GET /api/health: the functions runtime is up. Monitoring and the browser tests call it. */
export default async (request: Request): Promise<Response> => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"])
  return json(200, { status: "ok" })
}

export const config: Config = {
  path: "/api/health",
}
