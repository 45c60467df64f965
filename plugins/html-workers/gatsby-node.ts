import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { HTML_WORKERS } from "../../src/config/build-workers"
import { restartWithWorkers, type WorkerPoolModule } from "./grow-pool"

/**
 * Gatsby uses the same number of workers for the page queries and for the HTML. A cold build
 * renders every page, and the main process is idle meanwhile, so one worker per core renders it
 * fastest; for the queries one worker fewer than cores is Gatsby's own choice, and a second
 * worker on two cores only loads Gatsby and the schema (about 8 s of a core in the demo build)
 * and holds memory beside webpack (tools/lib/gatsby-workers.ts sets both for a cold build).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const workers = Number(process.env[HTML_WORKERS])
  if (!Number.isInteger(workers) || workers < 1) return
  const { program } = store.getState() as { program: { directory: string } }
  const poolModule = createRequire(path.join(program.directory, "package.json"))("gatsby/dist/utils/worker/pool") as WorkerPoolModule
  restartWithWorkers(poolModule, workers)
}
