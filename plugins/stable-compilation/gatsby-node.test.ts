import type { CreateWebpackConfigArgs } from "gatsby"
import { onCreateWebpackConfig } from "./gatsby-node"

/** Stands in for mini-css-extract-plugin's plugin: the hook finds it by its class name. */
class MiniCssExtractPlugin {
  options: Record<string, unknown> = { filename: "[name].[contenthash].css", experimentalUseImportModule: false }
}
class OtherPlugin {
  options: Record<string, unknown> = {}
}

function run(stage: string) {
  const config = { plugins: [new OtherPlugin(), new MiniCssExtractPlugin()] }
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

  it("leaves the other stages' configurations alone", () => {
    for (const stage of ["develop", "develop-html", "build-html"]) {
      const { config, replaceWebpackConfig } = run(stage)
      expect(config.plugins[1].options.experimentalUseImportModule).toBe(false)
      expect(replaceWebpackConfig).not.toHaveBeenCalled()
    }
  })
})
