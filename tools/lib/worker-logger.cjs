"use strict"
/**
 * Preloaded (`--require`) into the processes of `npm run build` (tools/build.ts); it acts in the
 * worker processes Gatsby forks (gatsby-worker sets GATSBY_WORKER_MODULE_PATH in each): Parcel's,
 * the page queries' and the HTML's. Gatsby's reporter starts its terminal logger as it is loaded,
 * Ink (React and a layout engine) where GATSBY_LOGGER is unset outside CI, and writes its choice
 * into GATSBY_LOGGER, which every worker inherits. A worker prints nothing itself: it sends what
 * it reports to the main process, which prints it. So a worker's logger is the lighter yurnalist
 * where it would be Ink, 0.2-0.3 s less of each worker's start (docs/decisions.md, "The workers
 * load no Ink"); a logger chosen otherwise (json, yurnalist) stays, and the main process keeps
 * the logger Gatsby chose.
 *
 * Plain CommonJS: Node loads it before any TypeScript loader.
 */
const WORKER_LOGGER_REPLACED = new Set([undefined, "", "ink"])
if (process.env.GATSBY_WORKER_MODULE_PATH && WORKER_LOGGER_REPLACED.has(process.env.GATSBY_LOGGER)) {
  process.env.GATSBY_LOGGER = "yurnalist"
}
