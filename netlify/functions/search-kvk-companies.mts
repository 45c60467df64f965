import type { Config } from "@netlify/functions"
import { searchKvkCompaniesEndpoint } from "../lib/kvk/endpoints"
import { kvkRegisterFromEnv } from "../lib/kvk/register"

/** GET /api/search-kvk-companies?companyName={text}: the Dutch company autocomplete. */
export default searchKvkCompaniesEndpoint(() => kvkRegisterFromEnv())

export const config: Config = {
  path: "/api/search-kvk-companies",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
