import { execFileSync } from "node:child_process"
import path from "node:path"
import { withPreloads } from "./node-options"

const SITE = path.join(__dirname, "../..")
const GATSBY_PARCEL_WORKER = require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js")
const GATSBY_QUERY_AND_HTML_WORKER = require.resolve("gatsby/dist/utils/worker/child/index.js")

/** What `script` prints in a Node process started with the preload, as gatsby-worker starts its workers (or as Gatsby's main process). */
function runWithPreload(preload: string, script: string, workerModulePath: string | undefined, extraEnv: NodeJS.ProcessEnv = {}): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: withPreloads(undefined, [path.join(__dirname, preload)]) }
  delete env.GATSBY_WORKER_MODULE_PATH
  delete env.GATSBY_LOGGER
  if (workerModulePath !== undefined) env.GATSBY_WORKER_MODULE_PATH = workerModulePath
  Object.assign(env, extraEnv)
  return execFileSync(process.execPath, ["-e", script], { env, cwd: SITE, encoding: "utf8" })
}

describe("parcel-without-cache.cjs", () => {
  const writesCache = (workerModulePath: string | undefined) =>
    runWithPreload(
      "parcel-without-cache.cjs",
      `process.stdout.write(String(require("@parcel/core/lib/RequestTracker").default.prototype.writeToCache.name !== "writeNoCache"))`,
      workerModulePath,
    ) === "true"

  it("keeps Parcel from writing its cache in the worker Gatsby compiles its gatsby-*.ts files in", () => {
    expect(writesCache(GATSBY_PARCEL_WORKER)).toBe(false)
  })

  it("leaves Parcel alone in every other process of the build (Gatsby's main process, its query and HTML workers)", () => {
    expect(writesCache(undefined)).toBe(true)
    expect(writesCache(GATSBY_QUERY_AND_HTML_WORKER)).toBe(true)
  })
})

describe("worker-logger.cjs", () => {
  const logger = (workerModulePath: string | undefined, extraEnv: NodeJS.ProcessEnv = {}) =>
    runWithPreload("worker-logger.cjs", `process.stdout.write(process.env.GATSBY_LOGGER ?? "unset")`, workerModulePath, extraEnv)

  it("gives Gatsby's workers the light logger: they print nothing themselves", () => {
    expect(logger(GATSBY_QUERY_AND_HTML_WORKER)).toBe("yurnalist")
    expect(logger(GATSBY_PARCEL_WORKER)).toBe("yurnalist")
  })

  it("replaces the Ink a worker inherits from Gatsby's main process, which sets GATSBY_LOGGER to its choice", () => {
    expect(logger(GATSBY_QUERY_AND_HTML_WORKER, { GATSBY_LOGGER: "ink" })).toBe("yurnalist")
    expect(logger(GATSBY_PARCEL_WORKER, { GATSBY_LOGGER: "ink" })).toBe("yurnalist")
  })

  it("leaves the main process to Gatsby's choice, and a logger set in the environment as it is", () => {
    expect(logger(undefined)).toBe("unset")
    expect(logger(undefined, { GATSBY_LOGGER: "ink" })).toBe("ink")
    expect(logger(GATSBY_QUERY_AND_HTML_WORKER, { GATSBY_LOGGER: "json" })).toBe("json")
  })
})

describe("withPreloads", () => {
  it("adds the modules after the options already there, each path quoted", () => {
    expect(withPreloads(undefined, ["/site/tools/lib/a.cjs"])).toBe('--require "/site/tools/lib/a.cjs"')
    expect(withPreloads(" --max-old-space-size=4096 ", ["/my site/a.cjs", "/b.cjs"])).toBe(
      '--max-old-space-size=4096 --require "/my site/a.cjs" --require "/b.cjs"',
    )
  })
})
