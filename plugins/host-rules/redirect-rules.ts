/**
 * Netlify _redirects rules the host applies before any JavaScript runs. Order matters: Netlify
 * uses the first matching rule.
 */
export interface RedirectRule {
  from: string
  to: string
  status: number
  /** Applies even when a file exists at the path (Netlify's "!"). */
  force?: boolean
}

export function formatRules(rules: readonly RedirectRule[]): string {
  return `${rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}${rule.force ? "!" : ""}`).join("\n")}\n`
}

/** / goes to the default locale's home. */
export function rootRedirect(defaultLocale: string): RedirectRule {
  return { from: "/", to: `/${defaultLocale}/`, status: 301, force: true }
}

/** A path under a locale that matches no page shows that locale's 404 page, with status 404. */
export function localeNotFoundRules(locales: readonly string[]): RedirectRule[] {
  return locales.map((locale) => ({ from: `/${locale}/*`, to: `/${locale}/404/`, status: 404 }))
}

/**
 * The whole _redirects file in the order Netlify must see it: the root redirect, the proxies to
 * other services (exact paths, forced), the retired paths (exact paths, forced), and last the
 * per-locale 404 catch-alls.
 */
export function hostRulesFile(parts: {
  root: RedirectRule
  proxies?: readonly RedirectRule[]
  retired: readonly RedirectRule[]
  notFound: readonly RedirectRule[]
}): string {
  return formatRules([parts.root, ...(parts.proxies ?? []), ...parts.retired, ...parts.notFound])
}
