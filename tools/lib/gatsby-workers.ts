import { existsSync } from "node:fs"
import path from "node:path"
import { BUILD_WORKER_SETTINGS } from "../../src/config/build-workers"

/**
 * How many worker processes Gatsby's build uses, through its own environment variables.
 *
 * Gatsby makes GATSBY_CPU_COUNT − 1 workers (one core left to its main process) and uses them for
 * the page queries and then, restarted, for the HTML. The main process is idle while the HTML is
 * rendered, so in a cold build, which renders every page, one worker per core renders it faster
 * (the demo's 931 pages on two cores: 8.1 -> 5.4 s, a worker's start included).
 *
 * The page queries run while the main process runs the image jobs they ask for, as many at any
 * scale (99, in the demo build and at CONTENT_SCALE=33). On two cores a second query worker only
 * competes with those up to some 10,000 pages (24.8 s with one worker, 27.3 s with two, at 5,216
 * pages); beyond, the queries outlast the images' work and the second core is free (at 20,515
 * pages: 100.3 and 102.5 s with one, 80.3, 87.0 and 80.5 s with two). So on such a machine the page
 * queries go to the workers in batches of 10,000: one worker up to that many pages, the other
 * (about 0.3 GB while it waits) for the rest. Each query worker holds its own copy of what it read:
 * at 20,515 pages 0.9 GB each, and the process tree's peak 3.66 GB (proportional set size; 4.40 GB
 * as the resident sizes summed).
 *
 * A build from Gatsby's cache renders a few pages, and the second worker's starts (before the
 * queries and again after them) take CPU from the main process then: a rebuild of the demo
 * content without a change took 34-35 s with it, 30-31 s without. So those keep Gatsby's
 * defaults; the bundles leave these settings out, so both kinds of build compile the same
 * (plugins/stable-compilation). Settings given in the environment are kept.
 */
export function gatsbyWorkerEnv(cores: number, fromCache: boolean, env: NodeJS.ProcessEnv = {}): Record<string, string> {
  if (fromCache || BUILD_WORKER_SETTINGS.some((name) => env[name] !== undefined)) return {}
  return {
    GATSBY_CPU_COUNT: String(Math.max(1, cores) + 1),
    ...(cores <= 2 ? { GATSBY_PARALLEL_QUERY_CHUNK_SIZE: String(QUERIES_PER_BATCH_ON_TWO_CORES) } : {}),
  }
}

/** The page queries Gatsby hands a worker at once on two cores (above). */
const QUERIES_PER_BATCH_ON_TWO_CORES = 10_000

/** Whether a build in this site folder starts from Gatsby's cache (the state it keeps between builds). */
export function hasGatsbyCache(siteDir: string): boolean {
  return existsSync(path.join(siteDir, ".cache", "redux", "redux.rest.state"))
}
