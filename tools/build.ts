/** `npm run build`: gatsby build against Drupal, or against the embedded content server. */
import { availableParallelism } from "node:os"
import { gatsbyWorkerEnv, hasGatsbyCache } from "./lib/gatsby-workers"
import { OFFLINE_ENV } from "./lib/netlify-serve"
import { run } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"

const env = { ...process.env, ...OFFLINE_ENV, ...gatsbyWorkerEnv(availableParallelism(), hasGatsbyCache(process.cwd()), process.env) }

withContentServer(() => run("gatsby", ["build"], { env })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
