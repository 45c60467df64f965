/** Where the page is: the parts of window.location a link is compared with. */
interface Here {
  origin: string
  pathname: string
}

/** A page of the site ends in a slash ("/de/leasing/"); a file ("/static/x.pdf") or an endpoint ("/api/...") does not count. */
function isSitePage(pathname: string): boolean {
  return pathname.endsWith("/") && !pathname.startsWith("/api/") && !pathname.startsWith("/static/")
}

/**
 * The path to navigate to in the app when `target` (or the element it is in) is a link to another
 * page of the site, as Gatsby's Link would; null to leave the click to the browser: other origins,
 * files, new windows, downloads, and links within this page (its anchors, and the query-string links
 * of pagination and filters, which reload the page by design).
 */
export function sitePathOf(target: Element | null, here: Here): string | null {
  const anchor = target?.closest?.("a[href]")
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const url = new URL(anchor.href, here.origin + here.pathname)
  if (url.origin !== here.origin || url.pathname === here.pathname || !isSitePage(url.pathname)) return null
  return url.pathname + url.search + url.hash
}
