import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { skipModulesWithoutQueries, type FileParserClass } from "./skip-modules"

/**
 * Gatsby's query extraction parsed 88 of the demo's modules only because they import from
 * src/config/ or name a header (their text has `config` or `Head`), about half of what it parsed
 * (docs/decisions.md, "Query extraction parses what can hold a query"). From the start of the
 * bootstrap on it parses only what can give it something (skip-modules.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const requireFromSite = createRequire(path.join(program.directory, "package.json"))
  const fileParser = (requireFromSite("gatsby/dist/query/file-parser") as { default: FileParserClass }).default
  const { slash } = requireFromSite("gatsby-core-utils") as { slash(file: string): string }
  const isPageComponent = (file: string) => (store.getState() as { components: Map<string, unknown> }).components.has(slash(file))
  skipModulesWithoutQueries(fileParser, isPageComponent)
}
