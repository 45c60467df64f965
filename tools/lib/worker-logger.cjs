"use strict"
/**
 * Preloaded (`--require`) into the processes of `npm run build` (tools/build.ts); it acts in the
 * worker processes Gatsby forks (gatsby-worker sets GATSBY_WORKER_MODULE_PATH in each): Parcel's,
 * the page queries' and the HTML's. Gatsby's reporter starts its terminal logger as it is loaded,
 * Ink (React and a layout engine) where GATSBY_LOGGER is unset outside CI, but a worker prints
 * nothing itself: it sends what it reports to the main process, which prints it. Its logger is the
 * lighter yurnalist there, 0.2 s less of each worker's start (docs/decisions.md, "The workers load
 * no Ink"); the main process keeps the logger Gatsby chose.
 *
 * Plain CommonJS: Node loads it before any TypeScript loader.
 */
if (process.env.GATSBY_WORKER_MODULE_PATH && !process.env.GATSBY_LOGGER) process.env.GATSBY_LOGGER = "yurnalist"
