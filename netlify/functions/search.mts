import type { Config } from "@netlify/functions"
import { env } from "../../src/config/env"
import { searchProxyEndpoint } from "../lib/search/endpoint"

/** GET /cms/{locale}/api/index/search: the site search, asked of Drupal's search_api index. */
export default searchProxyEndpoint(env.drupal.address)

export const config: Config = {
  // Netlify reads the path without running the module: a literal, SEARCH_API_BASE and the index path (tested).
  path: "/cms/:locale/api/index/search",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
