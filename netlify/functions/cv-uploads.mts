import type { Config } from "@netlify/functions"
import { uploadStartEndpoint } from "../lib/applications/endpoints"
import { productionApplicationDeps } from "../lib/applications/runtime"

/** POST /api/cv-uploads: starts a chunked upload of an application file (a CV up to 5 MB). */
export default uploadStartEndpoint(productionApplicationDeps)

export const config: Config = {
  path: "/api/cv-uploads",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
