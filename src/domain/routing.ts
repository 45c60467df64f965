/**
 * Where pages live: /{locale}/{alias}/ for a node translation, /{locale}/ for the homepage.
 * Paths end with a slash, as Gatsby writes them (trailingSlash "always") and Netlify serves them.
 */

/** Adds the trailing slash Gatsby's pages have, leaving files and fragments alone. */
export function withTrailingSlash(path: string): string {
  const [pathname, suffix = ""] = path.split(/(?=[?#])/)
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return path
  return `${pathname}/${suffix}`
}

export function localeHomePath(locale: string): string {
  return `/${locale}/`
}

/** The page path of a node translation, or null when it has no alias (and so no page). */
export function pagePath(locale: string, alias: string | null | undefined, isHomepage: boolean): string | null {
  if (isHomepage) return localeHomePath(locale)
  if (!alias) return null
  const trimmed = alias.replace(/^\/+|\/+$/g, "")
  return trimmed ? `/${locale}/${trimmed}/` : localeHomePath(locale)
}
