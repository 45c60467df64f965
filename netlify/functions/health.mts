import type { Config } from "@netlify/functions"
import { endpoint } from "../lib/endpoint"
import { json } from "../lib/http"

/** GET /api/health: the functions runtime is up. Monitoring and the browser tests call it. */
export default endpoint(["GET"], async () => json(200, { status: "ok" }))

export const config: Config = {
  path: "/api/health",
}
