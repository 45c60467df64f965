import type { Config } from "@netlify/functions"
import { WEB_TO_LEAD_FORMS } from "../lib/forms/definitions"
import { webToLeadEndpoint } from "../lib/forms/web-to-lead-endpoint"
import { productionDeps } from "../lib/runtime"

/**
 * POST /api/web-to-lead: the Canadian contact and quote forms' hidden web-to-lead form. Stored like
 * every submission, then posted to Salesforce with the organisation id from the server's settings.
 */
export default webToLeadEndpoint(WEB_TO_LEAD_FORMS, productionDeps)

export const config: Config = {
  path: "/api/web-to-lead",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
