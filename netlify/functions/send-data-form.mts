import type { Config } from "@netlify/functions"
import { DATA_FORMS } from "../lib/forms/definitions"
import { jsonSubmissionEndpoint } from "../lib/forms/endpoint"
import { productionDeps } from "../lib/runtime"

/**
 * POST /api/send-data-form: the new-design lease_rental multi-step form. The browser sends the
 * form's values, never an address or an upstream body; the server builds and delivers the lead.
 */
export default jsonSubmissionEndpoint(DATA_FORMS, productionDeps)

export const config: Config = {
  path: "/api/send-data-form",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
