"use strict"
/**
 * Preloaded (`--require`) into the processes of `npm run build` (tools/build.ts); it acts in one of
 * them only, the worker in which Gatsby compiles its gatsby-*.ts files with Parcel
 * (gatsby/dist/utils/parcel/compile-gatsby-files.js). There Parcel writes no cache at the end of
 * its run. tools/build.ts deletes that cache before every build, and the writing was most of the
 * compile's time: Parcel's snapshot of the project for its next run walks every file under the
 * site's folder, node_modules included (135,599 files, about 1 s and 19 MB), while Gatsby waits
 * (docs/decisions.md, "Parcel writes no cache the next build deletes").
 *
 * Plain CommonJS: Node loads it before any TypeScript loader.
 */
const GATSBY_PARCEL_WORKER = /[\\/]parcel[\\/]compile-gatsby-files\.js$/

if (GATSBY_PARCEL_WORKER.test(process.env.GATSBY_WORKER_MODULE_PATH || "")) {
  const RequestTracker = require("@parcel/core/lib/RequestTracker").default
  RequestTracker.prototype.writeToCache = async function writeNoCache() {}
}
