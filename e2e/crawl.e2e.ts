import { env } from "../src/config/env"
import { getLocale, LOCALE_CODES } from "../src/config/locales"
import { url } from "./support/browser"

/**
 * A crawl of the served site, as a search engine would do it: from the sitemaps and the home page,
 * every internal link is followed once. No link may be broken, and every page needs a title, a
 * description and a canonical link. Every address the site gives crawlers (canonical, hreflang and
 * sitemap URLs) parses, is on the site's origin and answers 200; the 404 pages name no canonical.
 */
const CRAWL_TIMEOUT_MS = 10 * 60 * 1000
const SITE_ORIGIN = new URL(env.siteUrl).origin

interface Crawled {
  status: number
  problems: string[]
  links: string[]
  /** The absolute URLs the page gives crawlers: its canonical link and hreflang alternates. */
  addresses: string[]
}

const ORIGIN = new URL(url("/")).origin
const ANCHOR_HREF = /<a\b[^>]*?\bhref="([^"]*)"/gi
const TITLE = /<title[^>]*>([^<]*)<\/title>/i
const DESCRIPTION = /<meta\b(?=[^>]*\bname="description")[^>]*\bcontent="([^"]*)"/i
const CANONICAL = /<link\b(?=[^>]*\brel="canonical")[^>]*\bhref="([^"]*)"/i
const ALTERNATE = /<link\b(?=[^>]*\brel="alternate")(?=[^>]*\bhreflang=)[^>]*\bhref="([^"]*)"/gi

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
}

/** Internal links of a page, as site paths with their query, without fragments. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const links: string[] = []
  for (const [, href] of html.matchAll(ANCHOR_HREF)) {
    const target = new URL(decode(href), pageUrl)
    if (target.origin !== ORIGIN || !/^https?:$/.test(target.protocol)) continue
    if (target.pathname.startsWith("/api/")) continue
    links.push(target.pathname + target.search)
  }
  return links
}

/** The path of an address on the site's origin, or why it is not one. */
export function sitePath(address: string): { path: string } | { problem: string } {
  if (!URL.canParse(address)) return { problem: `does not parse as a URL: ${address}` }
  const parsed = new URL(address)
  if (parsed.origin !== SITE_ORIGIN) return { problem: `is not on ${SITE_ORIGIN}: ${address}` }
  return { path: parsed.pathname + parsed.search }
}

async function crawl(path: string): Promise<Crawled> {
  const response = await fetch(url(path))
  const problems: string[] = []
  if (response.status !== 200) return { status: response.status, problems: [`answers ${response.status}`], links: [], addresses: [] }
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return { status: 200, problems, links: [], addresses: [] }
  const html = await response.text()
  if (!TITLE.exec(html)?.[1]?.trim()) problems.push("no title")
  if (!DESCRIPTION.exec(html)?.[1]?.trim()) problems.push("no meta description")
  const canonical = CANONICAL.exec(html)?.[1]
  if (!canonical) problems.push("no canonical link")
  else if (!/^https:\/\/[^/]+\/.*/.test(canonical)) problems.push(`canonical is not absolute: ${canonical}`)
  const alternates = [...html.matchAll(ALTERNATE)].map(([, href]) => decode(href))
  return {
    status: 200,
    problems,
    links: internalLinks(html, response.url),
    addresses: [...(canonical ? [decode(canonical)] : []), ...alternates],
  }
}

/** Every URL of the sitemaps: each page's <loc> and its xhtml:link alternates. */
async function sitemapAddresses(): Promise<string[]> {
  const index = await (await fetch(url("/sitemap-index.xml"))).text()
  const addresses: string[] = []
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(url(new URL(sitemap).pathname))).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.push(decode(loc))
    for (const [, href] of xml.matchAll(/<xhtml:link\b[^>]*\bhref="([^"]+)"/g)) addresses.push(decode(href))
  }
  return addresses
}

async function sitemapPaths(): Promise<string[]> {
  return (await sitemapAddresses()).flatMap((address) => {
    const parsed = sitePath(address)
    return "path" in parsed ? [parsed.path] : []
  })
}

describe("a crawl of the served site", () => {
  it(
    "finds no broken internal link and no page without title, description and canonical link",
    async () => {
      const seeds = [...new Set(["/en/", ...(await sitemapPaths())])]
      expect(seeds.length).toBeGreaterThan(100)
      const queue = [...seeds]
      const seen = new Set(queue)
      const referrers = new Map<string, string>()
      const problems: string[] = []
      const follow = (link: string, from: string) => {
        if (seen.has(link)) return
        seen.add(link)
        referrers.set(link, from)
        queue.push(link)
      }
      while (queue.length) {
        const batch = queue.splice(0, 8)
        const results = await Promise.all(batch.map(crawl))
        results.forEach((result, index) => {
          const path = batch[index]
          for (const problem of result.problems) problems.push(`${path} (linked from ${referrers.get(path) ?? "sitemap"}): ${problem}`)
          for (const link of result.links) follow(link, path)
          // A canonical or hreflang address must answer too: it is crawled like a link.
          for (const address of result.addresses) {
            const parsed = sitePath(address)
            if ("problem" in parsed) problems.push(`${path}: canonical or hreflang ${parsed.problem}`)
            else follow(parsed.path, `${path} (canonical or hreflang)`)
          }
        })
      }
      expect(seen.size).toBeGreaterThanOrEqual(seeds.length)
      expect(problems).toEqual([])
    },
    CRAWL_TIMEOUT_MS,
  )

  it("finds every sitemap URL, alternates included, well-formed and on the site's origin", async () => {
    const addresses = await sitemapAddresses()
    expect(addresses.length).toBeGreaterThan(100)
    const problems = addresses.flatMap((address) => {
      const parsed = sitePath(address)
      return "problem" in parsed ? [parsed.problem] : []
    })
    expect(problems).toEqual([])
  })

  it.each(LOCALE_CODES)("answers an unknown path of %s with its 404 page, which names no canonical", async (locale) => {
    const response = await fetch(url(`/${locale}/no-such-page-${Date.now()}/`))
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(`<html lang="${getLocale(locale).hreflang}"`)
    expect(CANONICAL.exec(html)).toBeNull()
  })
})

describe("sitePath", () => {
  it("gives the path of an address on the site's origin and names what is wrong with others", () => {
    expect(sitePath(`${SITE_ORIGIN}/nl/over-ons/`)).toEqual({ path: "/nl/over-ons/" })
    expect(sitePath(`${SITE_ORIGIN}nl/404/`)).toHaveProperty("problem")
    expect(sitePath("/nl/over-ons/")).toHaveProperty("problem")
  })
})
