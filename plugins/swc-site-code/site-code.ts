import path from "node:path"

/**
 * Text that marks a module as needing one of Gatsby's Babel plugins: GraphQL queries and
 * fragments (babel-plugin-remove-graphql-queries), Slices (the placeholder-location plugin of the
 * HTML renderer), StaticImage (gatsby-plugin-image's plugin) and lodash imports (babel-plugin-lodash).
 */
const NEEDS_GATSBY_BABEL = ["graphql", "Slice", "gatsby-plugin-image", "lodash"]

/**
 * Whether swc may compile this module instead of Gatsby's Babel: a module of the site's folder
 * outside node_modules (src/, Gatsby's runtime in .cache/, the local plugins' gatsby-browser and
 * gatsby-ssr code), not asked for as a page template (those come with `?export=`, and Babel
 * removes the other exports), whose text names none of what Gatsby's Babel plugins work on.
 * Packages, Gatsby's plugins among them, stay with Babel.
 */
export function compilesWithSwc(resource: string, resourceQuery: string, text: string, siteDirectory: string): boolean {
  if (resourceQuery !== "") return false
  const relative = path.relative(siteDirectory, resource)
  if (relative.startsWith("..") || path.isAbsolute(relative)) return false
  if (relative.split(path.sep).includes("node_modules")) return false
  if (!/\.(ts|tsx|js|jsx)$/.test(resource)) return false
  return !NEEDS_GATSBY_BABEL.some((marker) => text.includes(marker))
}

export type BundleStage = "build-javascript" | "build-html"

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
    module: { type: "es6" },
  }
}
