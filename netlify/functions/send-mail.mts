import type { Config } from "@netlify/functions"
import { sendMailEndpoint } from "../lib/applications/endpoints"
import { productionApplicationDeps } from "../lib/applications/runtime"

/**
 * POST /api/send-mail `{ applicationId }`: mails a stored application the recruiting system did
 * not take to the recruiters. Sender, recipient and subject are the server's own.
 */
export default sendMailEndpoint(productionApplicationDeps)

export const config: Config = {
  path: "/api/send-mail",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
