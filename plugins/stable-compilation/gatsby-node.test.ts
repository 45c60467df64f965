import type { CreateWebpackConfigArgs } from "gatsby"
import { onCreateWebpackConfig } from "./gatsby-node"

/** Stands in for mini-css-extract-plugin's plugin: the hook finds it by its class name. */
class MiniCssExtractPlugin {
  options: Record<string, unknown> = { filename: "[name].[contenthash].css", experimentalUseImportModule: false }
}
class OtherPlugin {
  options: Record<string, unknown> = {}
}
/** Stands in for webpack's DefinePlugin, with what Gatsby defines from the environment. */
class DefinePlugin {
  definitions: Record<string, unknown> = {
    "process.env": "({})",
    "process.env.GATSBY_CPU_COUNT": '"3"',
    "process.env.GATSBY_PARALLEL_QUERY_CHUNK_SIZE": '"10000000"',
    "process.env.GATSBY_GOOGLE_MAPS_API_KEY": '"key"',
    "process.env.NODE_ENV": '"production"',
    "process.env.BUILD_STAGE": '"build-html"',
  }
}

/** What Gatsby adds for the HTML renderer: every variable of the build's environment. */
const BUILD_ENVIRONMENT = {
  "process.env.BUILD_ID": '"6734c3e1a5e6b40008d6b2c1"',
  "process.env.COMMIT_REF": '"b342191"',
  "process.env.npm_lifecycle_event": '"build"',
  "process.env.PWD": '"/opt/build/repo"',
}

function run(stage: string) {
  const config: { plugins: [OtherPlugin, MiniCssExtractPlugin, DefinePlugin] } = {
    plugins: [new OtherPlugin(), new MiniCssExtractPlugin(), new DefinePlugin()],
  }
  if (stage.endsWith("html")) Object.assign(config.plugins[2].definitions, BUILD_ENVIRONMENT)
  const replaceWebpackConfig = jest.fn()
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig } } as unknown as CreateWebpackConfigArgs
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return { config, replaceWebpackConfig }
}

describe("stable-compilation", () => {
  it("has the browser bundle's CSS built in the compilation itself, its other options kept", () => {
    const { config, replaceWebpackConfig } = run("build-javascript")
    expect(config.plugins[1].options).toEqual({ filename: "[name].[contenthash].css", experimentalUseImportModule: true })
    expect(config.plugins[0].options).toEqual({})
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config)
  })

  it("leaves Gatsby's worker settings and the build's other variables out of both bundles, and defines the site's and Gatsby's", () => {
    for (const stage of ["build-javascript", "build-html"]) {
      const { config, replaceWebpackConfig } = run(stage)
      expect(config.plugins[2].definitions).toEqual({
        "process.env": "({})",
        "process.env.GATSBY_GOOGLE_MAPS_API_KEY": '"key"',
        "process.env.NODE_ENV": '"production"',
        "process.env.BUILD_STAGE": '"build-html"',
      })
      expect(replaceWebpackConfig).toHaveBeenCalledWith(config)
    }
  })

  it("builds the CSS in the browser bundle only, and leaves the development stages alone", () => {
    expect(run("build-html").config.plugins[1].options.experimentalUseImportModule).toBe(false)
    for (const stage of ["develop", "develop-html"]) {
      const { config, replaceWebpackConfig } = run(stage)
      expect(config.plugins[1].options.experimentalUseImportModule).toBe(false)
      expect(Object.keys(config.plugins[2].definitions)).toHaveLength(stage === "develop" ? 6 : 10)
      expect(replaceWebpackConfig).not.toHaveBeenCalled()
    }
  })
})
