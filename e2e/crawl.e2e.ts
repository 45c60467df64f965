import { url } from "./support/browser"

/**
 * A crawl of the served site, as a search engine would do it: from the sitemaps and the home page,
 * every internal link is followed once. No link may be broken, and every page needs a title, a
 * description and a canonical link.
 */
const CRAWL_TIMEOUT_MS = 10 * 60 * 1000

interface Crawled {
  status: number
  problems: string[]
  links: string[]
}

const ORIGIN = new URL(url("/")).origin
const ANCHOR_HREF = /<a\b[^>]*?\bhref="([^"]*)"/gi
const TITLE = /<title[^>]*>([^<]*)<\/title>/i
const DESCRIPTION = /<meta\b(?=[^>]*\bname="description")[^>]*\bcontent="([^"]*)"/i
const CANONICAL = /<link\b(?=[^>]*\brel="canonical")[^>]*\bhref="([^"]*)"/i

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

async function crawl(path: string): Promise<Crawled> {
  const response = await fetch(url(path))
  const problems: string[] = []
  if (response.status !== 200) return { status: response.status, problems: [`answers ${response.status}`], links: [] }
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return { status: 200, problems, links: [] }
  const html = await response.text()
  if (!TITLE.exec(html)?.[1]?.trim()) problems.push("no title")
  if (!DESCRIPTION.exec(html)?.[1]?.trim()) problems.push("no meta description")
  const canonical = CANONICAL.exec(html)?.[1]
  if (!canonical) problems.push("no canonical link")
  else if (!/^https:\/\/[^/]+\/.*/.test(canonical)) problems.push(`canonical is not absolute: ${canonical}`)
  return { status: 200, problems, links: internalLinks(html, response.url) }
}

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(url("/sitemap-index.xml"))).text()
  const paths: string[] = []
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(url(new URL(sitemap).pathname))).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc).pathname)
  }
  return paths
}

describe("a crawl of the served site", () => {
  it(
    "finds no broken internal link and no page without title, description and canonical link",
    async () => {
      const seeds = ["/en/", ...(await sitemapPaths())]
      expect(seeds.length).toBeGreaterThan(100)
      const queue = [...new Set(seeds)]
      const seen = new Set(queue)
      const referrers = new Map<string, string>()
      const problems: string[] = []
      while (queue.length) {
        const batch = queue.splice(0, 8)
        const results = await Promise.all(batch.map(crawl))
        results.forEach((result, index) => {
          const path = batch[index]
          for (const problem of result.problems) problems.push(`${path} (linked from ${referrers.get(path) ?? "sitemap"}): ${problem}`)
          for (const link of result.links) {
            if (seen.has(link)) continue
            seen.add(link)
            referrers.set(link, path)
            queue.push(link)
          }
        })
      }
      expect(seen.size).toBeGreaterThanOrEqual(seeds.length)
      expect(problems).toEqual([])
    },
    CRAWL_TIMEOUT_MS,
  )
})
