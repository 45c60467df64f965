import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { earlyQueries, type EarlyQueries, type QueryIds, type WorkerPoolModule } from "./early-queries"

/** Gatsby's internal modules the build's query running goes through (they have no types). */
function gatsbyInternals(siteDirectory: string) {
  const requireFromSite = createRequire(path.join(siteDirectory, "package.json"))
  return {
    workerPool: requireFromSite("gatsby/dist/utils/worker/pool") as WorkerPoolModule,
    dirtyQueries: requireFromSite("gatsby/dist/services/calculate-dirty-queries") as {
      calculateDirtyQueries(args: { store: unknown }): Promise<{ queryIds: QueryIds }>
    },
    pageMode: requireFromSite("gatsby/dist/utils/page-mode") as { getPageMode(page: unknown): string },
    cpuCoreCount: (requireFromSite("gatsby-core-utils") as { cpuCoreCount(): number }).cpuCoreCount,
  }
}

let queries: EarlyQueries | undefined

/**
 * `gatsby build` compiles the browser bundle and the HTML renderer in its main process, one
 * core's work for most of their time, and only then runs the page queries in its workers. From
 * the start of the compilations the queries run beside them: the queries and the image jobs
 * they ask for use the other core (docs/decisions.md, "The page queries run beside webpack").
 * Gatsby's own call to run them then waits for these, so it runs nothing twice.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  queries = earlyQueries(gatsbyInternals(program.directory).workerPool)
  queries.capturePool()
}

/** The queries Gatsby's build would run after webpack, chosen as it chooses them: pages built now (SSG). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store, parentSpan }) => {
  const started = queries
  queries = undefined
  const { program } = store.getState() as { program: { directory: string } }
  const gatsby = gatsbyInternals(program.directory)
  // With one core Gatsby runs the queries in its main process, not in workers.
  if (!started || gatsby.cpuCoreCount() === 1) return
  const { queryIds } = await gatsby.dirtyQueries.calculateDirtyQueries({ store })
  queryIds.pageQueryIds = queryIds.pageQueryIds.filter((page) => gatsby.pageMode.getPageMode(page) === "SSG")
  started.start(queryIds, { parentSpan })
}
