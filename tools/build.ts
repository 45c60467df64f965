/** `npm run build`: gatsby build against Drupal, or against the embedded content server. */
import { rmSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import { gatsbyWorkerEnv, hasGatsbyCache } from "./lib/gatsby-workers"
import { withPreloads } from "./lib/node-options"
import { OFFLINE_ENV } from "./lib/netlify-serve"
import { run } from "./lib/run"
import { withContentServer } from "./lib/with-content-server"

const env = {
  ...process.env,
  ...OFFLINE_ENV,
  ...gatsbyWorkerEnv(availableParallelism(), hasGatsbyCache(process.cwd()), process.env),
  // Into every process of the build; each acts in Gatsby's worker processes only.
  NODE_OPTIONS: withPreloads(process.env.NODE_OPTIONS, [
    path.join(__dirname, "lib", "parcel-without-cache.cjs"),
    path.join(__dirname, "lib", "worker-logger.cjs"),
    path.join(__dirname, "lib", "worker-lazy-modules.cjs"),
  ]),
}

// Gatsby compiles its gatsby-*.ts files with Parcel first, and Parcel's cache only tells it which
// files changed since the last build: it saves no time (4.2-4.9 s either way at 20k pages), but after
// a build that created public/ it sorts through every new file there (41,602 at 20k pages: 10.9 s
// instead of 4.7 s). Each build compiles without it (docs/decisions.md, "Parcel's cache dropped").
// Parcel, which would write the cache for the next build at the end of its run, writes none
// (tools/lib/parcel-without-cache.cjs); this still deletes the one `gatsby develop` leaves.
rmSync(path.join(process.cwd(), ".cache", ".parcel-cache"), { recursive: true, force: true })

withContentServer(() => run("gatsby", ["build"], { env })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
