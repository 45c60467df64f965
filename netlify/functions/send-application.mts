import type { Config } from "@netlify/functions"
import { sendApplicationEndpoint } from "../lib/applications/endpoints"
import { productionApplicationDeps } from "../lib/applications/runtime"

/**
 * POST /api/send-application: a job application with references to its uploaded files. Stored
 * before anything else; the server builds the recruiting system's SOAP request itself. 200 when
 * delivered, 202 when stored for a retry.
 */
export default sendApplicationEndpoint(productionApplicationDeps)

export const config: Config = {
  path: "/api/send-application",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
