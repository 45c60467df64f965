import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeBehind, type PluginCache, type WriteBehind } from "./write-behind"

let sourcing: WriteBehind | undefined

/** Gatsby's plugin cache class, from the gatsby the site runs (its internal module has no types). */
function pluginCachePrototype(siteDirectory: string): PluginCache {
  const requireFromSite = createRequire(path.join(siteDirectory, "package.json"))
  const cacheModule = requireFromSite("gatsby/dist/utils/cache-lmdb") as { default: { prototype: PluginCache } }
  return cacheModule.default.prototype
}

/**
 * gatsby-source-drupal links the nodes it fetched one after another, awaiting a write to Gatsby's
 * plugin cache (LMDB) for each reference, and LMDB answers a write once its transaction is
 * committed: at 20,515 pages that pass took 13.3 s of the 50.7 s of sourcing (27.2 s with this).
 * From the start of the bootstrap to its end the cache answers writes at once and commits them
 * behind (write-behind.ts keeps read-your-writes); the end of the bootstrap waits for every commit,
 * before any query worker reads the cache (docs/decisions.md, "The plugin cache writes behind
 * during the bootstrap").
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const directory = (store.getState() as { program: { directory: string } }).program.directory
  sourcing = writeBehind(pluginCachePrototype(directory))
  sourcing.start()
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  const started = sourcing
  sourcing = undefined
  await started?.flush()
}
