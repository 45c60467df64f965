import { existsSync } from "node:fs"
import path from "node:path"
import { BUILD_WORKER_SETTINGS, HTML_WORKERS } from "../../src/config/build-workers"

/**
 * How many worker processes Gatsby's build uses, through its own environment variable and the
 * site's HTML_WORKERS (plugins/html-workers).
 *
 * Gatsby makes GATSBY_CPU_COUNT − 1 workers (one core left to its main process) and uses them for
 * the page queries and then, restarted, for the HTML. The main process is idle while the HTML is
 * rendered, so in a cold build, which renders every page, one worker per core renders it faster
 * (the demo's 931 pages on two cores: 8.1 -> 5.4 s, a worker's start included): the pool restarts
 * with that many for the HTML.
 *
 * The page queries run beside webpack's compilations and the image jobs they ask for
 * (plugins/queries-beside-webpack), so every core is busy then; the queries keep one worker per
 * core but one. On two cores that is one worker: a second one only loaded Gatsby and the schema in
 * the demo build (7.8 s of a core, while the main process sourced), and at 20,515 pages its 0.9 GB
 * beside webpack took the process tree to a 3.98 GB peak (proportional set size).
 *
 * A build from Gatsby's cache renders a few pages, and the second worker's starts (before the
 * queries and again after them) take CPU from the main process then: a rebuild of the demo
 * content without a change took 34-35 s with it, 30-31 s without. So those keep Gatsby's
 * defaults; the bundles leave these settings out, so both kinds of build compile the same
 * (plugins/stable-compilation). Settings given in the environment are kept.
 */
export function gatsbyWorkerEnv(cores: number, fromCache: boolean, env: NodeJS.ProcessEnv = {}): Record<string, string> {
  if (fromCache || [...BUILD_WORKER_SETTINGS, HTML_WORKERS].some((name) => env[name] !== undefined)) return {}
  const workerCores = Math.max(1, cores)
  return { GATSBY_CPU_COUNT: String(workerCores), [HTML_WORKERS]: String(workerCores) }
}

/** Whether a build in this site folder starts from Gatsby's cache (the state it keeps between builds). */
export function hasGatsbyCache(siteDir: string): boolean {
  return existsSync(path.join(siteDir, ".cache", "redux", "redux.rest.state"))
}
