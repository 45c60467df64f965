import type { HubSpotContext } from "../../../domain/hubspot/common"
import { shortenPageUri } from "../../../domain/marketing/page-uri"

const HUTK_COOKIE = "hubspotutk"

/** A cookie's value, or undefined. */
export function readCookie(name: string, cookies: string = typeof document === "undefined" ? "" : document.cookie): string | undefined {
  const entry = cookies.split("; ").find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined
}

/**
 * The page a submission comes from, for HubSpot's context: the hutk tracking cookie (set only once
 * the visitor allowed marketing cookies), the address and the title of the page.
 */
export function pageContext(): HubSpotContext {
  const hutk = readCookie(HUTK_COOKIE)
  const { href, origin, pathname } = window.location
  // An ad click's landing URL can be several kilobytes: the CRMs get its page and campaign values.
  const context = { pageUri: shortenPageUri(href) ?? `${origin}${pathname}`, pageName: document.title }
  return hutk ? { hutk, ...context } : context
}
