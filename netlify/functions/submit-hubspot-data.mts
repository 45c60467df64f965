import type { Config } from "@netlify/functions"
import { HUBSPOT_FORMS } from "../lib/forms/definitions"
import { jsonSubmissionEndpoint } from "../lib/forms/endpoint"
import { productionDeps } from "../lib/runtime"

/**
 * POST /api/submit-hubspot-data: the enquiry forms and the newsletter. Body
 * `{ formId, locale, values, context, utm }`; answers 202 once the submission is stored, then
 * delivers it to HubSpot (or the local sink).
 */
export default jsonSubmissionEndpoint(HUBSPOT_FORMS, productionDeps)

export const config: Config = {
  path: "/api/submit-hubspot-data",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
