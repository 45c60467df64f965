import { resolveLinkUri, type NodePathLookup } from "../../src/domain/locale-paths"
import { withTrailingSlash } from "../../src/domain/routing"
import type { RedirectRule } from "./redirect-rules"

/** An editor-managed redirect (redirect--redirect), as gatsby-source-drupal stores it. */
export interface RedirectEntity {
  /** redirect_source.path: the retired path without leading slash, with or without the language prefix. */
  sourcePath: string | null
  sourceQuery?: unknown
  /** redirect_redirect.uri: entity:node/{nid}, internal:/path or an absolute URL. */
  targetUri: string | null
  statusCode: number | null
  /** The language the rule applies to; "und" for all. */
  language: string | null
}

export interface RetiredPathOptions {
  /** The site's locales: a source path starting with one already names its locale. */
  locales: readonly string[]
  /**
   * Hosts that take a locale's retired paths (the leasing brand for en-ca and fr-ca): an
   * internal:/path target is that path on the host. Other locales' paths stay on this site.
   */
  externalHosts: Readonly<Record<string, string>>
  /** The page path of node {nid} in a locale. */
  nodePath: NodePathLookup
  /** Paths of the site's pages: a redirect from one of them hides the page, which is worth a warning. */
  pagePaths?: ReadonlySet<string>
}

const REDIRECT_STATUSES = [301, 302, 303, 307, 308]

function hasQuery(query: unknown): boolean {
  if (!query) return false
  if (Array.isArray(query)) return query.length > 0
  return typeof query === "object" && Object.keys(query).length > 0
}

/** /{language}/{path}, unless the path already starts with a locale. No trailing slash: Netlify matches both. */
export function sourcePathOf(redirect: RedirectEntity, locales: readonly string[]): string | null {
  const path = (redirect.sourcePath ?? "").replace(/^\/+|\/+$/g, "")
  if (!path) return null
  const [first] = path.split("/")
  if (locales.includes(first) || !redirect.language || !locales.includes(redirect.language)) return `/${path}`
  return `/${redirect.language}/${path}`
}

function targetOf(redirect: RedirectEntity, options: RetiredPathOptions): string | null {
  const uri = redirect.targetUri ?? ""
  const language = redirect.language ?? ""
  const host = options.externalHosts[language]
  const internal = /^(?:internal|base):(\/.*)?$/.exec(uri)
  if (internal && host) return `${host}${internal[1] ?? "/"}`
  const resolved = resolveLinkUri(uri, options.locales.includes(language) ? language : (options.locales[0] ?? ""), options.nodePath)
  return resolved.url
}

/**
 * Host rules for the retired paths editors manage as redirects: one forced rule per exact source
 * path (Netlify applies it before any page and any JavaScript), sent to the page of this site or
 * the path on the locale's external host. Rules that cannot work are left out with a warning.
 */
export function retiredPathRules(
  redirects: readonly RedirectEntity[],
  options: RetiredPathOptions,
): { rules: RedirectRule[]; warnings: string[] } {
  const rules: RedirectRule[] = []
  const warnings: string[] = []
  const taken = new Set<string>()
  for (const redirect of redirects) {
    const from = sourcePathOf(redirect, options.locales)
    const label = `Redirect from ${from ?? `"${redirect.sourcePath ?? ""}"`}`
    if (!from) {
      warnings.push(`${label}: it has no source path.`)
      continue
    }
    if (hasQuery(redirect.sourceQuery)) {
      warnings.push(`${label}: source query strings are not supported; the rule was left out.`)
      continue
    }
    if (taken.has(from.toLowerCase())) {
      warnings.push(`${label}: another redirect already has this source; the first one applies.`)
      continue
    }
    const to = targetOf(redirect, options)
    if (!to) {
      warnings.push(`${label}: its destination "${redirect.targetUri ?? ""}" leads to no page; the rule was left out.`)
      continue
    }
    if (withTrailingSlash(to) === withTrailingSlash(from)) {
      warnings.push(`${label}: it points to itself; the rule was left out.`)
      continue
    }
    if (options.pagePaths?.has(withTrailingSlash(from))) {
      warnings.push(`${label}: a page lives at this path and the redirect hides it.`)
    }
    taken.add(from.toLowerCase())
    const status = REDIRECT_STATUSES.includes(redirect.statusCode ?? 0) ? (redirect.statusCode as number) : 301
    rules.push({ from, to, status, force: true })
  }
  return { rules, warnings }
}
