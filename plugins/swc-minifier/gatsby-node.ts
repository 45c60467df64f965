import type { GatsbyNode } from "gatsby"

interface TerserPluginOptions {
  exclude?: unknown
}

/** terser-webpack-plugin, as Gatsby's webpack config holds it: the class carries its minify functions. */
interface Minimizer {
  constructor: { name: string; swcMinify?: unknown; new (options: Record<string, unknown>): Minimizer }
  options?: TerserPluginOptions
}

/**
 * Gatsby's terser options in swc's terms: nothing newer than ES5 written where there was none
 * (no function turned into an arrow), and the Safari 10 loop-variable workaround in the mangler.
 */
const SWC_MINIFY_OPTIONS = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } }

/**
 * Terser took 7 to 10 s of a cold demo build's browser bundle (82 files, one core); swc's minifier,
 * run by the same terser-webpack-plugin, takes 1.3 to 1.5 s for output 0.9% smaller gzipped
 * (docs/decisions.md, "swc minifies the browser bundle"). Only the JavaScript minifier changes:
 * Gatsby's exclusions are kept, and the CSS minifier stays Gatsby's.
 *
 * Not in a worker: Gatsby gives the plugin one worker per core but one, a single worker on two
 * cores, which the main process waited for, idle. swc's `minify` is asynchronous and runs in
 * libuv's threads, so in the main process every file is minified at once on both cores, with no
 * worker to start and no code sent through IPC: the same files, byte for byte, and the browser
 * bundle's compilation about 2 s shorter (docs/decisions.md, "swc minifies in the main process").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { optimization?: { minimizer?: Minimizer[] } }
  const minimizers = config.optimization?.minimizer ?? []
  const index = minimizers.findIndex((minimizer) => minimizer.constructor.name === "TerserPlugin")
  if (index < 0) return
  const terser = minimizers[index]
  const TerserPlugin = terser.constructor
  minimizers[index] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: SWC_MINIFY_OPTIONS,
    exclude: terser.options?.exclude,
    parallel: false,
  })
  actions.replaceWebpackConfig(config)
}
