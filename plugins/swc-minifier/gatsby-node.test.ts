import type { CreateWebpackConfigArgs } from "gatsby"
import { Stage } from "gatsby/dist/commands/types"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { onCreateWebpackConfig } from "./gatsby-node"

interface MinimizerUnderTest {
  constructor: { name: string }
  options: { exclude: unknown; parallel: unknown; minimizer: { implementation: Minify; options: unknown } }
}
type Minify = (
  input: Record<string, string>,
  sourceMap: undefined,
  options: unknown,
  extractComments: boolean,
) => Promise<{ code: string; errors?: unknown[] }>

/** Gatsby's own minimizers for the browser bundle: its terser-webpack-plugin and its CSS minimizer. */
function gatsbyMinimizers() {
  const utils = createWebpackUtils(Stage.BuildJavascript, { directory: process.cwd(), browserslist: [">0.25%", "not dead"] } as never)
  return [utils.plugins.minifyJs(), utils.plugins.minifyCss()] as unknown as MinimizerUnderTest[]
}

function run(stage: string, minimizer: MinimizerUnderTest[]) {
  const config = { optimization: { minimizer } }
  const replaceWebpackConfig = jest.fn()
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig } } as unknown as CreateWebpackConfigArgs
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return { minimizer: config.optimization.minimizer, replaceWebpackConfig }
}

const SOURCE = `
  (function () {
    var counters = [];
    for (let index = 0; index < 3; index++) counters.push(function () { return index * 2 });
    var total = counters.map(function (count) { return count() }).reduce(function (sum, value) { return sum + value }, 0);
    globalThis.result = { total: total, label: "total " + total };
  })();
`

describe("swc-minifier", () => {
  it("swaps Gatsby's terser for swc's minifier in the same plugin, keeping its exclusions and the CSS minimizer", () => {
    const [terser, css] = gatsbyMinimizers()
    const { minimizer, replaceWebpackConfig } = run("build-javascript", [terser, css])
    expect(minimizer[0].constructor).toBe(terser.constructor)
    expect(minimizer[0]).not.toBe(terser)
    expect(minimizer[0].options.minimizer.implementation).toBe((terser.constructor as unknown as { swcMinify: unknown }).swcMinify)
    expect(minimizer[0].options.exclude).toEqual(terser.options.exclude)
    expect(terser.options.parallel).not.toBe(false)
    expect(minimizer[0].options.parallel).toBe(false)
    expect(minimizer[1]).toBe(css)
    expect(replaceWebpackConfig).toHaveBeenCalled()
  })

  it("minifies to code that does the same, writing no arrow function where there was none", async () => {
    const [terser] = gatsbyMinimizers()
    const { minimizer } = run("build-javascript", [terser])
    const { implementation, options } = minimizer[0].options.minimizer
    const { code, errors } = await implementation({ "app.js": SOURCE }, undefined, options, false)
    expect(errors ?? []).toEqual([])
    expect(code.length).toBeLessThan(SOURCE.length * 0.6)
    expect(code).not.toContain("=>")
    const scope: { result?: unknown } = {}
    new Function("globalThis", code)(scope)
    expect(scope.result).toEqual({ total: 6, label: "total 6" })
  })

  it("leaves the HTML renderer and the development stages alone", () => {
    for (const stage of ["build-html", "develop", "develop-html"]) {
      const [terser] = gatsbyMinimizers()
      const { minimizer, replaceWebpackConfig } = run(stage, [terser])
      expect(minimizer[0]).toBe(terser)
      expect(replaceWebpackConfig).not.toHaveBeenCalled()
    }
  })
})
