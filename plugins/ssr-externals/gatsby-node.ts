import { existsSync, readFileSync } from "node:fs"
import { builtinModules, createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { isLeftToNode } from "./left-to-node"

interface ExternalRequest {
  request?: string
}
type ExternalCallback = (error?: Error | null, result?: string) => void

/** Whether Node loads a file as CommonJS: .cjs, or .js in a package that is not `"type": "module"`. */
function isCommonJsFile(file: string): boolean {
  if (file.endsWith(".cjs")) return true
  if (!file.endsWith(".js")) return false
  for (let directory = path.dirname(file); directory !== path.dirname(directory); directory = path.dirname(directory)) {
    const manifest = path.join(directory, "package.json")
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, "utf8")) as { type?: string }).type !== "module"
  }
  return true
}

/**
 * The HTML renderer (build-html) leaves the site's CommonJS dependencies to Node, which loads them
 * from node_modules when the HTML workers render, instead of bundling them again: webpack then
 * neither resolves nor parses them for the renderer (about 3 s of a cold build's critical path).
 * Gatsby's runtime, React and anything webpack aliases stay bundled (left-to-node.ts says which).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, store }) => {
  if (stage !== "build-html") return
  const directory = (store.getState() as { program: { directory: string } }).program.directory
  const config = getConfig() as { externals?: unknown[]; resolve?: { alias?: Record<string, string> } }
  const aliases = Object.keys(config.resolve?.alias ?? {}).map((key) => key.replace(/\$$/, ""))
  const requireFromSite = createRequire(path.join(directory, "package.json"))
  // Node 20's require cannot load an ES module: such a package stays bundled. Webpack asks about the
  // same request once for every module that makes it, so each is resolved once.
  const requirableByRequest = new Map<string, boolean>()
  const requirable = (request: string): boolean => {
    let answer = requirableByRequest.get(request)
    if (answer === undefined) {
      try {
        answer = isCommonJsFile(requireFromSite.resolve(request))
      } catch {
        answer = false
      }
      requirableByRequest.set(request, answer)
    }
    return answer
  }
  const external = ({ request }: ExternalRequest, callback: ExternalCallback) => {
    if (request && isLeftToNode(request, { aliases, builtins: builtinModules }) && requirable(request)) {
      return callback(null, `commonjs ${request}`)
    }
    return callback()
  }
  config.externals = [external, ...(config.externals ?? [])]
  actions.replaceWebpackConfig(config)
}
