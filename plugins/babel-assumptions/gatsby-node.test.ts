import { transformSync } from "@babel/core"
import type { CreateBabelConfigArgs } from "gatsby"
import { onCreateBabelConfig } from "./gatsby-node"

/** The options the plugin gives Gatsby's Babel loader, for every stage. */
function pluginOptions(): Record<string, unknown> {
  const setBabelOptions = jest.fn()
  onCreateBabelConfig!({ actions: { setBabelOptions } } as unknown as CreateBabelConfigArgs, { plugins: [] }, () => undefined)
  expect(setBabelOptions).toHaveBeenCalledTimes(1)
  return (setBabelOptions.mock.calls[0] as [{ options: Record<string, unknown> }])[0].options
}

/** Compiles as Gatsby does for the browser bundle: babel-preset-gatsby, with the options given. */
function compileForBrowser(code: string, options: Record<string, unknown> = {}): string {
  const presets = [["babel-preset-gatsby", { stage: "build-javascript" }]]
  return transformSync(code, { babelrc: false, configFile: false, filename: "example.ts", presets, ...options })!.code!
}

describe("babel-assumptions", () => {
  const source = 'var cityOf = (search) => search?.query?.city ?? ""'

  it("makes the checks of ?. and ?? `== null` in the browser bundle", () => {
    const compiled = compileForBrowser(source, pluginOptions())
    expect(compiled).toMatch(/ == null/)
    expect(compiled).not.toMatch(/void 0 ===|=== void 0/)
  })

  it("is what shortens them: without it babel-preset-gatsby checks null and undefined apart", () => {
    expect(compileForBrowser(source)).toMatch(/void 0 ===|=== void 0/)
  })

  it("keeps the behaviour for everything but document.all", () => {
    const cityOf = new Function(`${compileForBrowser(source, pluginOptions())}; return cityOf`)() as (search: unknown) => unknown
    expect([null, undefined, { query: null }, { query: { city: 0 } }, { query: { city: "utrecht" } }].map(cityOf)).toEqual([
      "",
      "",
      "",
      0,
      "utrecht",
    ])
  })
})
