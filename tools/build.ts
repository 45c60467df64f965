/** `npm run build`: gatsby build against Drupal, or against the embedded content server. */
import { run } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"

withContentServer(() => run("gatsby", ["build"], { env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
