import type { GatsbyNode } from "gatsby"
import { BUILD_WORKER_SETTINGS } from "../../src/config/build-workers"

interface WebpackPlugin {
  constructor: { name: string }
  options?: Record<string, unknown>
  definitions?: Record<string, unknown>
}

/**
 * Two things make a build from webpack's cache compile differently from the cold build before it,
 * for the same code: webpack's compilation hash then changes, and Gatsby writes its scripts slice
 * again and stitches it into every page (19.5 s of the first publish after a cold build at 20,000
 * pages), or renders every page again.
 *
 * - mini-css-extract-plugin (1.x, Gatsby's) runs each CSS module through a child compilation of
 *   its own, and webpack's compilation hash includes the child compilations' hashes. A build from
 *   webpack's cache runs none (the CSS comes from the cache). With `experimentalUseImportModule`
 *   the plugin builds CSS with webpack's importModule, in the compilation itself, so both builds
 *   have the same hash; the CSS files stay byte for byte the same.
 * - Gatsby defines every GATSBY_ variable of the build's environment in the bundles (and every
 *   variable in the HTML renderer), so a cold build with Gatsby's worker settings and a cached
 *   build without them compiled differently: the bench's first publish after a cold build then
 *   built the bundles again and rendered all 20,515 pages (267 s from the save to the live page).
 *   No code reads those settings, so they are left out of both bundles.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig() as { plugins?: WebpackPlugin[] }
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "DefinePlugin" && plugin.definitions) {
      for (const name of BUILD_WORKER_SETTINGS) delete plugin.definitions[`process.env.${name}`]
    }
  }
  const cssExtraction = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (stage === "build-javascript" && cssExtraction?.options) cssExtraction.options.experimentalUseImportModule = true
  actions.replaceWebpackConfig(config)
}
