import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
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

describe("worker-lazy-modules.cjs", () => {
  const QUERY_ONLY_MODULES =
    /gatsby\/dist\/(services\/index|schema\/index|bootstrap\/load-config\/index|bootstrap\/load-plugins\/index|query\/graphql-runner)\.js$/
  const loadedQueryOnlyModules = (workerModulePath: string | undefined) =>
    runWithPreload(
      "worker-lazy-modules.cjs",
      `const worker = require("gatsby/dist/utils/worker/child/index.js")
       const loaded = Object.keys(require.cache).filter((file) => ${QUERY_ONLY_MODULES}.test(file))
       process.stdout.write(JSON.stringify({ tasks: Object.keys(worker).length, loaded }))`,
      workerModulePath,
      { GATSBY_LOGGER: "yurnalist" },
    )

  it("starts Gatsby's query and HTML worker without the modules only its queries, schema and plugin loading use", () => {
    expect(JSON.parse(loadedQueryOnlyModules(GATSBY_QUERY_AND_HTML_WORKER))).toEqual({ tasks: 12, loaded: [] })
  })

  it("leaves every other process of the build loading them as Gatsby does", () => {
    expect(JSON.parse(loadedQueryOnlyModules(undefined)).loaded).toHaveLength(5)
    expect(JSON.parse(loadedQueryOnlyModules(GATSBY_PARCEL_WORKER)).loaded).toHaveLength(5)
  })

  describe("a module the worker's modules load at first use", () => {
    let root: string
    beforeAll(() => {
      // The shape of Gatsby's worker module and one of the modules it loads at first use.
      root = mkdtempSync(path.join(tmpdir(), "lazy-modules-"))
      const dist = path.join(root, "node_modules", "gatsby", "dist")
      mkdirSync(path.join(dist, "utils", "worker", "child"), { recursive: true })
      mkdirSync(path.join(dist, "services"))
      writeFileSync(
        path.join(dist, "services", "index.js"),
        `globalThis.servicesLoaded = true; exports.run = (x) => x * 2; exports.name = "services"`,
      )
      writeFileSync(
        path.join(dist, "utils", "worker", "child", "index.js"),
        `const services = require("../../../services"); exports.services = services; exports.run = (x) => services.run(x)`,
      )
    })
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    const inFakeWorker = (script: string) =>
      runWithPreload(
        "worker-lazy-modules.cjs",
        script,
        path.join(root, "node_modules", "gatsby", "dist", "utils", "worker", "child", "index.js"),
      )

    it("loads the module when the worker first uses it, and then behaves as the module", () => {
      const script = `const worker = require(${JSON.stringify(path.join(root, "node_modules/gatsby/dist/utils/worker/child/index.js"))})
        const before = Boolean(globalThis.servicesLoaded)
        const result = worker.run(21)
        process.stdout.write(JSON.stringify({ before, after: Boolean(globalThis.servicesLoaded), result,
          keys: Object.keys(worker.services), has: "name" in worker.services, name: worker.services.name }))`
      expect(JSON.parse(inFakeWorker(script))).toEqual({
        before: false,
        after: true,
        result: 42,
        keys: ["run", "name"],
        has: true,
        name: "services",
      })
    })

    it("gives a module outside the worker's folder the module itself", () => {
      const script = `const services = require(${JSON.stringify(path.join(root, "node_modules/gatsby/dist/services/index.js"))})
        process.stdout.write(String(globalThis.servicesLoaded === true && services.run(2) === 4))`
      expect(inFakeWorker(script)).toBe("true")
    })
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
