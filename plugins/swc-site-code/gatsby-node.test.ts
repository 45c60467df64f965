import type { CreateWebpackConfigArgs } from "gatsby"
import { Stage } from "gatsby/dist/commands/types"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { onCreateWebpackConfig as typescriptWebpackConfig } from "gatsby-plugin-typescript/gatsby-node"
import path from "node:path"
import getTargets from "@babel/helper-compilation-targets"
import { onCreateWebpackConfig } from "./gatsby-node"

interface Rule {
  test: RegExp
  use: (info: {
    resource: string
    resourceQuery: string
    issuer?: string
  }) => { loader: string; options?: { env?: unknown; parseMap?: boolean; isModule?: boolean | string } }[]
}

const SITE = process.cwd()
const BROWSERSLIST = [">0.25% and supports es6-module", "not dead and supports es6-module"]
/** Modules of the site itself: one without GraphQL, one with a page query. */
const PLAIN_MODULE = path.join(SITE, "src/domain/marketing/utm.ts")
const QUERY_MODULE = path.join(SITE, "src/templates/page.tsx")

/** Gatsby's rules for a stage as its webpack config has them when this plugin runs: its own, then gatsby-plugin-typescript's. */
function gatsbyRules(stage: Stage): Rule[] {
  const utils = createWebpackUtils(stage, { directory: SITE, browserslist: BROWSERSLIST } as never)
  const rules = [utils.rules.js() as unknown as Rule]
  const setWebpackConfig = (config: { module: { rules: Rule[] } }) => rules.push(...config.module.rules)
  typescriptWebpackConfig({ actions: { setWebpackConfig }, loaders: utils.loaders })
  return rules
}

function run(stage: string, rules: Rule[]) {
  const config = { module: { rules } }
  const replaceWebpackConfig = jest.fn()
  const store = { getState: () => ({ program: { directory: SITE, browserslist: BROWSERSLIST } }) }
  const args = { stage, store, getConfig: () => config, actions: { replaceWebpackConfig } } as unknown as CreateWebpackConfigArgs
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return { rules: config.module.rules, replaceWebpackConfig }
}

const loaderNames = (use: { loader: string }[]) =>
  use.map((entry) => path.basename(path.dirname(entry.loader)) + "/" + path.basename(entry.loader))

describe.each([Stage.BuildJavascript, Stage.BuildHTML])("swc-site-code in %s", (stage) => {
  it("sends a module of the site without GraphQL to swc, once", () => {
    const { rules, replaceWebpackConfig } = run(stage, gatsbyRules(stage))
    const [siteRule, typescriptRule] = rules
    const use = siteRule.use({ resource: PLAIN_MODULE, resourceQuery: "" })
    expect(use).toHaveLength(1)
    expect(use[0].loader).toBe(require.resolve("swc-loader"))
    const targets = stage === Stage.BuildJavascript ? getTargets({ browsers: BROWSERSLIST }) : { node: process.versions.node }
    expect(use[0].options?.env).toMatchObject({ targets })
    expect(typescriptRule.use({ resource: PLAIN_MODULE, resourceQuery: "" })).toEqual([])
    expect(replaceWebpackConfig).toHaveBeenCalled()
  })

  it("sends a module with a query and a page template to swc, then to Babel with Gatsby's plugins for them only", () => {
    const { rules } = run(stage, gatsbyRules(stage))
    const [siteRule, typescriptRule] = rules
    const query = siteRule.use({ resource: QUERY_MODULE, resourceQuery: "" })
    expect(loaderNames(query)).toEqual(["lib/index.js", "src/index.js"])
    expect(query[0].loader).toBe(require.resolve("babel-loader"))
    expect(query[1].loader).toBe(require.resolve("swc-loader"))
    expect(query[1].options).toMatchObject({ parseMap: true })
    const babelPlugins = (use: ReturnType<Rule["use"]>) =>
      (use[0].options as { plugins: [string, unknown][] }).plugins.map(([plugin]) => path.basename(plugin))
    expect(babelPlugins(query)).toEqual(["index.js"])
    const template = siteRule.use({
      resource: QUERY_MODULE,
      resourceQuery: "?export=default",
      issuer: path.join(SITE, ".cache/async-requires.js"),
    })
    expect(babelPlugins(template)).toEqual(stage === Stage.BuildJavascript ? ["index.js", "babel-plugin-remove-api.js"] : ["index.js"])
    expect(typescriptRule.use({ resource: QUERY_MODULE, resourceQuery: "" })).toEqual([])
  })

  it("sends a package that uses Gatsby to swc, read as a script unless it imports or exports", () => {
    const { rules } = run(stage, gatsbyRules(stage))
    const [siteRule] = rules
    const use = siteRule.use({ resource: require.resolve("gatsby-plugin-react-i18next"), resourceQuery: "" })
    expect(loaderNames(use)).toEqual(["src/index.js"])
    expect(use[0].options).toMatchObject({ isModule: "unknown" })
    expect(siteRule.use({ resource: PLAIN_MODULE, resourceQuery: "" })[0].options).toMatchObject({ isModule: true })
  })
})

describe("swc-site-code outside the builds' bundles", () => {
  it("leaves gatsby develop's rules as Gatsby makes them", () => {
    const rules = gatsbyRules(Stage.Develop)
    const uses = rules.map((rule) => rule.use)
    const { replaceWebpackConfig } = run("develop", rules)
    expect(rules.map((rule) => rule.use)).toEqual(uses)
    expect(replaceWebpackConfig).not.toHaveBeenCalled()
  })

  it("fails the build when gatsby-plugin-typescript's rule is not there yet", () => {
    const [siteRule] = gatsbyRules(Stage.BuildJavascript)
    expect(() => run("build-javascript", [siteRule])).toThrow(/gatsby-plugin-typescript listed before it/)
  })
})
