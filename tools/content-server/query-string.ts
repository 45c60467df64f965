/**
 * Query strings as Drupal writes them into links. PHP reads `page[limit]=1` as a nested array,
 * and both ways Drupal writes it back percent-encode the brackets (`page%5Blimit%5D=1`):
 * - the request's own URL (`links.self`, an error's `links.via`) is Symfony's normalised URI,
 *   top-level keys sorted, everything but unreserved characters encoded;
 * - a link Drupal builds (`links.next`) keeps the keys in order and leaves `/` as it is.
 */
type QueryValue = string | QueryTree
interface QueryTree {
  [key: string]: QueryValue
}

/** PHP's rawurlencode: RFC 3986 unreserved characters stay, everything else is encoded. */
export function rawUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Reads a query string as PHP's parse_str does: `a[b][c]=v` becomes nested keys, `a[]=v` appends. */
export function parseQuery(params: URLSearchParams): QueryTree {
  const tree: QueryTree = {}
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey)
    const keys = match ? [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((part) => part[1])] : [rawKey]
    let node = tree
    keys.forEach((key, index) => {
      const name = key === "" ? String(Object.keys(node).length) : key
      if (index === keys.length - 1) node[name] = value
      else {
        if (typeof node[name] !== "object") node[name] = {}
        node = node[name] as QueryTree
      }
    })
  }
  return tree
}

function pairs(tree: QueryTree, encodeSlash: boolean, parent = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = parent ? `${parent}${rawUrlEncode(`[${key}]`)}` : rawUrlEncode(key)
    if (typeof value === "object") return pairs(value, encodeSlash, name)
    const encoded = rawUrlEncode(value)
    return [`${name}=${encodeSlash ? encoded : encoded.replace(/%2F/g, "/")}`]
  })
}

/** A link Drupal builds (pager links): keys in the given order, `/` kept. */
export function buildQuery(tree: QueryTree): string {
  return pairs(tree, false).join("&")
}

/** The request's URL as Symfony normalises it (links.self, links.via). */
export function normalizedUrl(url: URL): string {
  const tree = parseQuery(url.searchParams)
  const sorted = Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((key) => [key, tree[key]]),
  )
  const query = pairs(sorted, true).join("&")
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`
}

/** The request's URL with page[offset] and page[limit] set, as Drupal's pager links are. */
export function pagerUrl(url: URL, offset: number, limit: number): string {
  const tree = parseQuery(url.searchParams)
  tree.page = { offset: String(offset), limit: String(limit) }
  return `${url.origin}${url.pathname}?${buildQuery(tree)}`
}
