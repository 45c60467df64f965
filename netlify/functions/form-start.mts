import type { Config } from "@netlify/functions"
import { endpoint } from "../lib/endpoint"
import { json } from "../lib/http"
import { issueFormStartToken } from "../lib/spam/form-start"

/**
 * GET /api/form-start: `{ token }`, the signed time a visitor started filling in a form. The
 * enquiry forms ask for it when they are first used and send it back with the submission, which
 * is refused if it comes sooner than a person could fill the form in (src/domain/forms/fill-time.ts).
 */
export default endpoint(["GET"], async () => json(200, { token: issueFormStartToken() }))

export const config: Config = {
  path: "/api/form-start",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
