/** Packages the HTML renderer keeps bundled: Gatsby's runtime and what Gatsby itself makes external or aliases (React). */
const BUNDLED_PACKAGES = /^(gatsby|gatsby-.+|@gatsbyjs\/.+|@reach\/router|react|react-dom|react-server-dom-webpack)$/

export interface LeftToNodeContext {
  /** The keys of webpack's resolve.alias, without a trailing `$`. */
  aliases: readonly string[]
  /** Node's built-in modules: Gatsby tracks the renderer's use of them with modules of its own. */
  builtins: readonly string[]
}

/** The package a bare request names ("@scope/name/sub" -> "@scope/name"). */
export function packageOf(request: string): string {
  const parts = request.split("/")
  return request.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]
}

/**
 * Whether the renderer may leave a request to Node's require: a bare package request that is not a
 * stylesheet or data file, not a built-in, not aliased and not one Gatsby needs bundled.
 */
export function isLeftToNode(request: string, { aliases, builtins }: LeftToNodeContext): boolean {
  if (/^[./]/.test(request) || request.includes("!") || request.startsWith("node:")) return false
  if (/\.(css|scss|sass|json|svg|png|jpe?g|gif|webp|avif)$/i.test(request)) return false
  const name = packageOf(request)
  if (builtins.includes(name) || BUNDLED_PACKAGES.test(name)) return false
  return !aliases.some((alias) => request === alias || request.startsWith(`${alias}/`))
}
