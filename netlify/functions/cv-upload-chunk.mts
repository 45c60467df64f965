import type { Config } from "@netlify/functions"
import { uploadChunkEndpoint } from "../lib/applications/endpoints"
import { productionApplicationDeps } from "../lib/applications/runtime"

/** PUT /api/cv-uploads/{uploadId}/chunks/{index}: one chunk of at most 3 MiB (4 MiB base64-encoded, under the 6 MB cap). */
export default uploadChunkEndpoint(productionApplicationDeps)

export const config: Config = {
  path: "/api/cv-uploads/:uploadId/chunks/:index",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
