import { withTrailingSlash } from "./routing"

/** Where one translation of a page lives: a site path, or the path's segments. */
export interface LocalePath {
  locale: string
  path: string | readonly string[]
}

export interface Alternate {
  /** A BCP 47 tag, or "x-default". */
  hreflang: string
  href: string
}

export interface AlternateOptions {
  /** The production origin, without trailing slash. */
  siteUrl: string
  defaultLocale: string
  /** The hreflang tag of a locale ("nl-be" -> "nl-BE"). */
  hreflangOf: (locale: string) => string
}

/** A page path from a path or a list of segments: ["nl", "over-ons"] -> /nl/over-ons/. */
export function joinPath(path: string | readonly string[]): string {
  const joined =
    typeof path === "string"
      ? path
      : path
          .map((segment) => segment.replace(/^\/+|\/+$/g, ""))
          .filter(Boolean)
          .join("/")
  return withTrailingSlash(joined.startsWith("/") ? joined : `/${joined}`)
}

/**
 * The hreflang alternates of a page: one per locale that has a translation, each pointing to that
 * translation's own path, and the first alternate of the default locale again as x-default. Built
 * from the list of all translations of the page, every translation gets the same list, so the
 * alternates are reciprocal.
 */
export function alternateLinks(translations: readonly LocalePath[], options: AlternateOptions): Alternate[] {
  const links: Alternate[] = []
  const seen = new Set<string>()
  let xDefault: Alternate | undefined
  for (const translation of translations) {
    if (seen.has(translation.locale)) continue
    seen.add(translation.locale)
    const link = { hreflang: options.hreflangOf(translation.locale), href: `${options.siteUrl}${joinPath(translation.path)}` }
    links.push(link)
    if (!xDefault && translation.locale === options.defaultLocale) xDefault = { hreflang: "x-default", href: link.href }
  }
  return xDefault ? [...links, xDefault] : links
}
