/** `npm run build`: gatsby build against Drupal, or against the embedded content server. */
import { OFFLINE_ENV } from "./lib/netlify-serve"
import { run } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"

withContentServer(() => run("gatsby", ["build"], { env: { ...process.env, ...OFFLINE_ENV } })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
