import path from "node:path"

export type BundleStage = "build-javascript" | "build-html"

/**
 * What marks a module as needing Gatsby's whole Babel, for the plugins other than those of
 * queries and page templates: StaticImage (gatsby-plugin-image's plugin), lodash imports
 * (babel-plugin-lodash) and, in the HTML renderer, a Slice imported from Gatsby (the plugin that
 * marks where each <Slice> is placed, for its error messages; Gatsby's own runtime defines Slice
 * and imports none).
 */
const NEEDS_GATSBY_BABEL: Record<BundleStage, readonly RegExp[]> = {
  "build-javascript": [/StaticImage/, /lodash/],
  "build-html": [/StaticImage/, /lodash/, /import\s*\{[^}]*\bSlice\b[^}]*\}\s*from\s*["']gatsby["']/],
}

/** Text that marks a module with GraphQL queries or fragments, which babel-plugin-remove-graphql-queries turns into ids. */
const HAS_QUERIES = "graphql"

/** How Gatsby asks for a page template's component (`default`) or its head (`head`): Babel removes the other exports. */
const PAGE_TEMPLATE_EXPORT = /[?&]export=(default|head)$/

/**
 * How a module is compiled: by swc alone; by swc, then Babel with only Gatsby's plugins for
 * queries and page templates (`swc-then-gatsby-plugins`); or by Gatsby's Babel as Gatsby does it.
 */
export type SiteModuleCompiler = "swc" | "swc-then-gatsby-plugins" | "gatsby-babel"

/**
 * The compiler of a module of Gatsby's rule for the site's modules: the site's folder (src/,
 * Gatsby's runtime in .cache/, the local plugins' gatsby-browser and gatsby-ssr code) and the
 * packages that use Gatsby (their published code: gatsby-plugin-react-i18next's context,
 * gatsby-plugin-image's gatsby-ssr). swc compiles them; when a module holds queries or is a page
 * template as Gatsby asks for it, swc and then Gatsby's Babel plugins for those
 * (gatsbyPluginsBabelOptions). Gatsby's Babel for a module whose text names what another of
 * Gatsby's Babel plugins works on, and for a module asked for in any other way.
 */
export function compilerFor(
  stage: BundleStage,
  resource: string,
  resourceQuery: string,
  text: string,
  siteDirectory: string,
): SiteModuleCompiler {
  const relative = path.relative(siteDirectory, resource)
  if (relative.startsWith("..") || path.isAbsolute(relative)) return "gatsby-babel"
  if (!/\.(ts|tsx|js|jsx)$/.test(resource)) return "gatsby-babel"
  if (NEEDS_GATSBY_BABEL[stage].some((marker) => marker.test(text))) return "gatsby-babel"
  if (resourceQuery !== "" && !PAGE_TEMPLATE_EXPORT.test(resourceQuery)) return "gatsby-babel"
  return resourceQuery !== "" || text.includes(HAS_QUERIES) ? "swc-then-gatsby-plugins" : "swc"
}

/** Where the Babel plugins of gatsbyPluginsBabelOptions are installed. */
export interface GatsbyBabelPlugins {
  removeGraphqlQueries: string
  removeApi: string
}

/**
 * Babel's options for a module swc has compiled: only the plugins Gatsby's Babel loader requires
 * for it (gatsby/dist/utils/babel-loader-helpers.js, `prepareOptions`), with Gatsby's options.
 * Queries and fragments become their ids (and a static query the import of its result); for the
 * browser, a page template as Gatsby asks for it loses the exports the other request takes
 * (`?export=default` its Head, `?export=head` its component) and those Gatsby runs on the server.
 * No preset: swc has done the syntax, the types and the JSX.
 */
export function gatsbyPluginsBabelOptions(stage: BundleStage, isPageTemplate: boolean, resourceQuery: string, plugins: GatsbyBabelPlugins) {
  const removedApis = ["getServerData", "config"]
  const askedFor = PAGE_TEMPLATE_EXPORT.exec(resourceQuery)?.[1]
  if (askedFor === "default") removedApis.push("Head")
  if (askedFor === "head") removedApis.push("default")
  return {
    babelrc: false,
    configFile: false,
    // As Gatsby's loader reads a module: a package's CommonJS is a script.
    sourceType: "unambiguous" as const,
    compact: true,
    plugins: [
      [plugins.removeGraphqlQueries, { stage, staticQueryDir: "page-data/sq/d" }],
      ...(stage === "build-javascript" && isPageTemplate ? [[plugins.removeApi, { apis: removedApis }]] : []),
    ],
  }
}

/**
 * swc's options for a module: TypeScript and JSX as the site writes them, React's automatic
 * runtime (gatsby-config's jsxRuntime), and syntax lowered only for what the targets lack: for
 * the browser bundle Babel's reading of Gatsby's browserslist, for the HTML renderer this Node.
 * Polyfills as Gatsby's Babel adds them: core-js 3 for what a module uses and a target lacks.
 */
export function swcOptions(stage: BundleStage, resource: string, browserTargets: Record<string, string>) {
  const typescript = /\.tsx?$/.test(resource)
  // Gatsby's runtime writes JSX in .js files, as Babel reads them; a .ts file has none (`<T>x` is a cast).
  const jsx = !/\.ts$/.test(resource)
  return {
    jsc: {
      parser: typescript ? { syntax: "typescript", tsx: jsx } : { syntax: "ecmascript", jsx },
      transform: { react: { runtime: "automatic", development: false, useBuiltins: true } },
      assumptions: { noDocumentAll: true },
      loose: true,
    },
    env:
      stage === "build-javascript"
        ? { targets: browserTargets, mode: "usage", coreJs: "3.0" }
        : { targets: { node: process.versions.node } },
    // A package's published code is often CommonJS: a script unless it imports or exports, as
    // Gatsby's Babel reads it (sourceType "unambiguous").
    isModule: isPackage(resource) ? ("unknown" as const) : true,
    module: { type: "es6" },
  }
}

const isPackage = (resource: string) => resource.split(path.sep).includes("node_modules")
