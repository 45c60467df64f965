import { UTM_KEYS } from "./utm"

/**
 * The address of the page a lead comes from, short enough for the CRMs. Ad clicks add long
 * identifiers (gclid, fbclid, msclkid, ...) to a landing URL; past PAGE_URI_MAX_LENGTH only what the
 * CRMs use is kept: origin and path, and the known campaign parameters. A lead is never refused
 * for its page's address.
 */
export const PAGE_URI_MAX_LENGTH = 2048

/** The campaign parameters kept in a shortened address: the UTM values and the ad platforms' click ids. */
const CAMPAIGN_PARAMETERS: ReadonlySet<string> = new Set([...UTM_KEYS, "gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id"])

/** The page's address within the limit, or null when it is not an http(s) address. */
export function shortenPageUri(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null
  if (value.length <= PAGE_URI_MAX_LENGTH) return value
  const page = `${url.origin}${url.pathname}`.slice(0, PAGE_URI_MAX_LENGTH)
  const kept = new URLSearchParams()
  for (const [name, entry] of url.searchParams) {
    if (!CAMPAIGN_PARAMETERS.has(name) || kept.has(name)) continue
    const candidate = new URLSearchParams(kept)
    candidate.append(name, entry)
    // A parameter that does not fit is left out whole, never cut.
    if (page.length + 1 + candidate.toString().length <= PAGE_URI_MAX_LENGTH) kept.append(name, entry)
  }
  const query = kept.toString()
  return query ? `${page}?${query}` : page
}
