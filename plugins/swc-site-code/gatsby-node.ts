import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import getTargets from "@babel/helper-compilation-targets"
import type { GatsbyNode } from "gatsby"
import { compilerFor, gatsbyPluginsBabelOptions, swcOptions, type BundleStage } from "./site-code"

/** What webpack hands a rule's `use` function about the module. */
interface ModuleInfo {
  resource: string
  resourceQuery: string
  issuer?: string
}

interface Rule {
  test?: unknown
  use?: unknown
}

const BUNDLE_STAGES: readonly string[] = ["build-javascript", "build-html"]

/** Gatsby's rule for the site's modules (webpack-utils `rules.js`) and gatsby-plugin-typescript's. */
const SITE_MODULES = String(/\.(js|mjs|jsx|ts|tsx)$/)
const TYPESCRIPT_MODULES = String(/\.tsx?$/)

function ruleWithUseFunction(rules: Rule[], test: string): (Rule & { use: (info: ModuleInfo) => unknown }) | undefined {
  return rules.find(
    (rule): rule is Rule & { use: (info: ModuleInfo) => unknown } => String(rule.test) === test && typeof rule.use === "function",
  )
}

/**
 * Gatsby compiles the site's own modules with Babel, and each TypeScript module twice: its rule
 * for the site's modules and gatsby-plugin-typescript's rule both match .ts and .tsx. Babel was
 * most of webpack's time in a cold build. Here each module goes through one rule: swc compiles
 * the rule's modules, followed by Babel with only Gatsby's plugins for queries and page templates
 * where a module has them; Gatsby's Babel compiles the modules that need its other plugins
 * (site-code.ts; docs/decisions.md, "The site's own modules compile with swc" and "Gatsby's runtime
 * and every module of Gatsby's site rule compile with swc"). Builds only; `gatsby develop` keeps
 * Gatsby's rules.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, store, actions, getConfig }) => {
  if (!BUNDLE_STAGES.includes(stage)) return
  const bundleStage = stage as BundleStage
  const { program } = store.getState() as { program: { directory: string; browserslist: string[] } }
  const requireFromSite = createRequire(path.join(program.directory, "package.json"))
  const swcLoader = requireFromSite.resolve("swc-loader")
  // Babel's loader and plugins as Gatsby resolves them: its own dependencies.
  const requireFromGatsby = createRequire(requireFromSite.resolve("gatsby/package.json"))
  const babelLoader = requireFromGatsby.resolve("babel-loader")
  const gatsbyBabelPlugins = {
    removeGraphqlQueries: requireFromGatsby.resolve("babel-plugin-remove-graphql-queries"),
    removeApi: requireFromGatsby.resolve("./dist/utils/babel/babel-plugin-remove-api"),
  }
  // The targets Babel reads from the browserslist: swc reads UC Browser 15.5 in it as an older browser.
  const browserTargets = getTargets({ browsers: program.browserslist })
  const config = getConfig() as { module: { rules: Rule[] } }
  const siteRule = ruleWithUseFunction(config.module.rules, SITE_MODULES)
  const typescriptRule = ruleWithUseFunction(config.module.rules, TYPESCRIPT_MODULES)
  if (!siteRule || !typescriptRule) {
    throw new Error(
      "swc-site-code: Gatsby's webpack rules for the site's modules are not where it expects them (gatsby-plugin-typescript listed before it?)",
    )
  }
  const gatsbyBabel = siteRule.use
  const texts = new Map<string, string>()
  siteRule.use = (info) => {
    let text = texts.get(info.resource)
    if (text === undefined) texts.set(info.resource, (text = readFileSync(info.resource, "utf8")))
    const compiler = compilerFor(bundleStage, info.resource, info.resourceQuery, text, program.directory)
    if (compiler === "gatsby-babel") return gatsbyBabel(info)
    const swc = { loader: swcLoader, options: swcOptions(bundleStage, info.resource, browserTargets) }
    if (compiler === "swc") return [swc]
    // Webpack runs a rule's loaders last to first: swc, then Gatsby's plugins. A page template is
    // what Gatsby's async-requires asks for, as Gatsby's own rule tells it.
    const isPageTemplate = /async-requires/.test(info.issuer ?? "")
    const babelOptions = gatsbyPluginsBabelOptions(bundleStage, isPageTemplate, info.resourceQuery, gatsbyBabelPlugins)
    // swc-loader hands its source map on as text unless told to parse it; Babel takes an object.
    return [
      { loader: babelLoader, options: babelOptions },
      { ...swc, options: { ...swc.options, parseMap: true } },
    ]
  }
  // Gatsby's rule for the site's modules covers TypeScript too, with the same Babel options.
  typescriptRule.use = () => []
  actions.replaceWebpackConfig(config)
}
