import type { Config } from "@netlify/functions"
import { uploadCompleteEndpoint } from "../lib/applications/endpoints"
import { productionApplicationDeps } from "../lib/applications/runtime"

/** POST /api/cv-uploads/{uploadId}/complete: assembles the file and checks its content against its extension. */
export default uploadCompleteEndpoint(productionApplicationDeps)

export const config: Config = {
  path: "/api/cv-uploads/:uploadId/complete",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
