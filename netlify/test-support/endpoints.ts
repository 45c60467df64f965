import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/** The endpoints of netlify/functions (every function with a path), found as Netlify finds them, for the tests of all endpoints. */
const FUNCTIONS_DIR = path.join(__dirname, "..", "functions")

export type Handler = (request: Request, context: unknown) => Promise<Response> | Response
export interface Endpoint {
  name: string
  path: string
  handler: Handler
}

/** netlify/functions/{name}.mts and netlify/functions/{name}/{name|index}.mts, as Netlify finds them. */
function functionFiles(): Array<{ name: string; file: string }> {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && /\.m?ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts"))
      return [{ name: entry.name.replace(/\.m?ts$/, ""), file: path.join(FUNCTIONS_DIR, entry.name) }]
    if (!entry.isDirectory()) return []
    const candidates = [`${entry.name}.mts`, `${entry.name}.ts`, "index.mts", "index.ts"].map((file) =>
      path.join(FUNCTIONS_DIR, entry.name, file),
    )
    const file = candidates.find((candidate) => existsSync(candidate))
    return file ? [{ name: entry.name, file }] : []
  })
}

export function endpoints(): Endpoint[] {
  return functionFiles().flatMap(({ name, file }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the function files are found at run time
    const module = require(file) as { default?: Handler; config?: { path?: string | string[] } }
    const route = module.config?.path
    if (typeof module.default !== "function" || !route) return []
    return [{ name, path: (Array.isArray(route) ? route[0] : route).replace(/:[^/]+/g, "x"), handler: module.default }]
  })
}
