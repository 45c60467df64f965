import type { GatsbyNode } from "gatsby"
import { installedCodeVersion, SiteBuildDependenciesOnly } from "./cache-key"

interface WebpackConfig {
  cache?: false | { type?: string; version?: string }
  plugins?: unknown[]
}

/**
 * Gatsby keeps webpack's persistent cache of both bundles in .cache/webpack, valid while webpack's
 * build dependencies stay the same: Gatsby's webpack config, the site's plugins that change it,
 * webpack itself and every loader. Before storing the cache webpack resolves each one's whole
 * require tree, through node_modules: 13 s for the browser bundle's (beside the HTML renderer's
 * compilation) and 6 s for the renderer's in a cold demo build. What is installed changes only
 * with package-lock.json, so its digest is the cache's version, and webpack walks the site's own
 * build dependencies only (docs/decisions.md, "Webpack's cache is keyed by the lockfile").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, store }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig() as WebpackConfig
  if (!config.cache || config.cache.type !== "filesystem") return
  const directory = (store.getState() as { program: { directory: string } }).program.directory
  config.cache = { ...config.cache, version: installedCodeVersion(directory) }
  config.plugins = [...(config.plugins ?? []), new SiteBuildDependenciesOnly()]
  actions.replaceWebpackConfig(config)
}
