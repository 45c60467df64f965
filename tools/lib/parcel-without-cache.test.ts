import { execFileSync } from "node:child_process"
import path from "node:path"
import { withPreload } from "./node-options"

const PRELOAD = path.join(__dirname, "parcel-without-cache.cjs")
const GATSBY_PARCEL_WORKER = require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js")

/** Whether Parcel's RequestTracker still writes its cache, in a Node process started as gatsby-worker starts one. */
function writesCache(workerModulePath: string | undefined): boolean {
  const script = `
    const tracker = require("@parcel/core/lib/RequestTracker").default
    process.stdout.write(String(tracker.prototype.writeToCache.name !== "writeNoCache"))`
  const env = { ...process.env, NODE_OPTIONS: withPreload(undefined, PRELOAD), GATSBY_WORKER_MODULE_PATH: workerModulePath }
  if (workerModulePath === undefined) delete env.GATSBY_WORKER_MODULE_PATH
  return execFileSync(process.execPath, ["-e", script], { env, cwd: path.join(__dirname, "../.."), encoding: "utf8" }) === "true"
}

describe("parcel-without-cache", () => {
  it("keeps Parcel from writing its cache in the worker Gatsby compiles its gatsby-*.ts files in", () => {
    expect(writesCache(GATSBY_PARCEL_WORKER)).toBe(false)
  })

  it("leaves Parcel alone in every other process of the build (Gatsby's main process, its query and HTML workers)", () => {
    expect(writesCache(undefined)).toBe(true)
    expect(writesCache(require.resolve("gatsby/dist/utils/worker/child/index.js"))).toBe(true)
  })
})

describe("withPreload", () => {
  it("adds the module after the options already there, its path quoted", () => {
    expect(withPreload(undefined, "/site/tools/lib/a.cjs")).toBe('--require "/site/tools/lib/a.cjs"')
    expect(withPreload(" --max-old-space-size=4096 ", "/my site/a.cjs")).toBe('--max-old-space-size=4096 --require "/my site/a.cjs"')
  })
})
