import { LOCALE_CODES } from "../config/locales"
import { localeHomePath, withTrailingSlash } from "./routing"

/**
 * Path rules that need the table of locales: they run at build time (page context, link fields),
 * and routing.ts, which browser code uses, stays without the table.
 */

/** The path without its locale segment: /nl/over-ons/ -> /over-ons/. */
export function pathWithoutLocale(path: string): string {
  const [, first, ...rest] = path.split("/")
  return LOCALE_CODES.includes(first) ? `/${rest.join("/")}` : path
}

export interface ResolvedLink {
  url: string | null
  external: boolean
}

/** Finds the page path of node {nid} in a locale (its translation, else another), or null. */
export type NodePathLookup = (nid: number, locale: string) => string | null

/**
 * Turns a Drupal link field URI into a site URL: entity:node/{nid} becomes the translation's
 * page, internal:/path a path in the same locale, external URLs stay as they are.
 */
export function resolveLinkUri(uri: string | null | undefined, locale: string, lookup: NodePathLookup): ResolvedLink {
  if (!uri || uri === "route:<nolink>" || uri === "route:<none>" || uri === "route:<button>") return { url: null, external: false }
  const entity = /^entity:node\/(\d+)(.*)$/.exec(uri)
  if (entity) {
    const path = lookup(Number(entity[1]), locale)
    return { url: path ? path + entity[2] : null, external: false }
  }
  if (uri === "route:<front>") return { url: localeHomePath(locale), external: false }
  const internal = /^(?:internal|base):(.*)$/.exec(uri)
  if (internal) return { url: sitePath(internal[1], locale), external: false }
  if (/^https?:\/\//i.test(uri)) return { url: uri, external: true }
  if (/^(mailto|tel):/i.test(uri)) return { url: uri, external: false }
  return { url: null, external: false }
}

function sitePath(path: string, locale: string): string {
  if (path === "" || path === "/") return localeHomePath(locale)
  if (path.startsWith("#") || path.startsWith("?")) return path
  const [, first] = path.split("/")
  const localised = LOCALE_CODES.includes(first) ? path : `/${locale}${path.startsWith("/") ? path : `/${path}`}`
  return withTrailingSlash(localised)
}
