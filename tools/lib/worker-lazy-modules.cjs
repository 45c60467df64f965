"use strict"
/**
 * Preloaded (`--require`) into the processes of `npm run build` (tools/build.ts); it acts in the
 * query and HTML workers Gatsby forks (gatsby-worker's GATSBY_WORKER_MODULE_PATH names Gatsby's
 * `utils/worker/child` module). That module loads, as it starts, what each of its tasks could use:
 * the page queries' services, the schema builder, the config and plugin loaders. A worker of a
 * cold build's HTML renders pages and uses none of them, yet loaded them, 0.4 s of its 1 s start
 * (docs/decisions.md, "The HTML workers start without the query modules"). Here the worker's own
 * modules get these as objects that load the real module at their first use, so the query worker
 * loads them when it runs its first query and an HTML worker never does.
 *
 * Plain CommonJS: Node loads it before any TypeScript loader.
 */
const Module = require("node:module")
const path = require("node:path")

const WORKER_MODULE = path.join("gatsby", "dist", "utils", "worker", "child", "index.js")

/** Gatsby's modules (under gatsby/dist) loaded at first use when the worker's own modules ask for them. */
const LOADED_AT_FIRST_USE = [
  "services/index.js",
  "schema/index.js",
  "bootstrap/load-config/index.js",
  "bootstrap/load-plugins/index.js",
  "query/graphql-runner.js",
].map((file) => path.join(...file.split("/")))

/** A stand-in for a module's exports that loads the module when any of its properties is read or set. */
function loadedAtFirstUse(load) {
  let exports
  const real = () => (exports ??= load())
  return new Proxy(
    {},
    {
      get: (_target, key) => real()[key],
      set: (_target, key, value) => Reflect.set(real(), key, value),
      has: (_target, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
        // A proxy may report a property its (empty) target lacks only as configurable.
        return descriptor && { ...descriptor, configurable: true }
      },
    },
  )
}

const workerModulePath = process.env.GATSBY_WORKER_MODULE_PATH
if (workerModulePath && workerModulePath.endsWith(WORKER_MODULE)) {
  const gatsbyDist = path.join(workerModulePath.slice(0, -WORKER_MODULE.length), "gatsby", "dist")
  const workerModules = path.dirname(workerModulePath) + path.sep
  const lazyFiles = new Set(LOADED_AT_FIRST_USE.map((file) => path.join(gatsbyDist, file)))
  const load = Module._load
  Module._load = function loadOrDefer(request, parent, isMain) {
    if (parent && parent.filename && parent.filename.startsWith(workerModules)) {
      const file = Module._resolveFilename(request, parent, isMain)
      if (lazyFiles.has(file) && !Module._cache[file]) return loadedAtFirstUse(() => load.call(Module, request, parent, isMain))
    }
    return load.apply(this, arguments)
  }
}
