import type { GatsbyNode } from "gatsby"

interface WebpackPlugin {
  constructor: { name: string }
  options?: Record<string, unknown>
}

/**
 * mini-css-extract-plugin (1.x, Gatsby's) runs each CSS module through a child compilation of its
 * own, and webpack's compilation hash includes the child compilations' hashes. A build from
 * webpack's cache runs none (the CSS comes from the cache), so the first incremental build after a
 * cold build had another compilation hash for the same output: Gatsby then wrote its scripts slice
 * again and stitched it into every page, 19.5 s of the first publish after a cold build at 20,000
 * pages. With `experimentalUseImportModule` the plugin builds CSS with webpack's importModule, in
 * the compilation itself, so both builds have the same hash; the CSS files stay byte for byte the same.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { plugins?: WebpackPlugin[] }
  const cssExtraction = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (!cssExtraction?.options) return
  cssExtraction.options.experimentalUseImportModule = true
  actions.replaceWebpackConfig(config)
}
