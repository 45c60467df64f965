import type { Config } from "@netlify/functions"
import { fetchKvkCompanyDetailsEndpoint } from "../lib/kvk/endpoints"
import { kvkRegisterFromEnv } from "../lib/kvk/register"

/** GET /api/fetch-kvk-company-details?kvkNumber={n}: the chosen company's postcode. */
export default fetchKvkCompanyDetailsEndpoint(() => kvkRegisterFromEnv())

export const config: Config = {
  path: "/api/fetch-kvk-company-details",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
