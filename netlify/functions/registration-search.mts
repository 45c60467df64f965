import type { Config } from "@netlify/functions"
import { registrationSearchEndpoint } from "../lib/registration/endpoint"
import { registrationServiceFromEnv } from "../lib/registration/service"

/** GET /api/registration-search: the trailer registration lookup (REGISTRATION_SEARCH_URL, or the offline demo records). */
export default registrationSearchEndpoint((request) => registrationServiceFromEnv(new URL(request.url).origin))

export const config: Config = {
  path: "/api/registration-search",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
