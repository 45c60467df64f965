import type { Config } from "@netlify/functions"
import { env } from "../../src/config/env"
import { previewEndpoint } from "../lib/preview/endpoint"
import { previewCredentials, previewSecret } from "../lib/preview/preview-settings"

/** GET /api/preview?token=…: the draft a signed preview link names (README, "Preview a draft"). */
export default previewEndpoint(() => ({
  address: env.drupal.address,
  credentials: previewCredentials(process.env, env.drupal.embedded),
  secret: previewSecret(process.env, env.drupal.embedded),
}))

export const config: Config = {
  path: "/api/preview",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
}
