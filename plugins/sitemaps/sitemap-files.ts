import { alternateLinks, type AlternateOptions } from "../../src/domain/alternates"

/**
 * The sitemaps crawlers read (sitemaps.org 0.9): one per locale, each page with its hreflang
 * alternates (xhtml:link), an index naming them, and robots.txt naming the index.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
const XHTML_NS = "http://www.w3.org/1999/xhtml"

export const SITEMAP_INDEX_PATH = "/sitemap-index.xml"

export function localeSitemapPath(locale: string): string {
  return `/sitemap-${locale}.xml`
}

export interface SitemapPage {
  locale: string
  path: string
  /** When the page's content last changed (Drupal's changed), as an ISO 8601 date-time. */
  lastmod: string | null
  /** Every translation of the page, this one included. */
  translations: ReadonlyArray<{ locale: string; path: string }>
  /** False for pages flagged noindex: they stay out of the sitemaps. */
  indexed: boolean
}

export interface SitemapFile {
  /** Path of the file under public/, e.g. /sitemap-nl.xml. */
  path: string
  contents: string
}

export type SitemapOptions = AlternateOptions & { locales: readonly string[] }

/** W3C datetime in UTC without fractions, as sitemaps.org shows it; null for what is not a date. */
export function w3cDate(value: string | null): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, "+00:00")
}

function latest(dates: ReadonlyArray<string | null>): string | null {
  return dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null)
}

/** Text as XML writes it: the markup characters escaped. */
function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** An attribute's value, written between double quotes. */
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;")
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/**
 * Written as text, indented two spaces an element: an XML builder's tree of 20,000 pages and their
 * alternates took 1.8 s of every build at that size, for markup this plain.
 */
function urlset(pages: readonly SitemapPage[], indexedPaths: ReadonlySet<string>, options: SitemapOptions): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`]
  for (const page of pages) {
    lines.push("  <url>", `    <loc>${escapeText(`${options.siteUrl}${page.path}`)}</loc>`)
    const lastmod = w3cDate(page.lastmod)
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
    // Alternates only between pages that are themselves in the sitemaps.
    const translations = page.translations.filter((translation) => indexedPaths.has(translation.path))
    if (translations.length >= 2) {
      for (const link of alternateLinks(translations, options)) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(link.href)}" />`)
      }
    }
    lines.push("  </url>")
  }
  lines.push("</urlset>")
  return lines.join("\n")
}

function sitemapIndex(entries: ReadonlyArray<{ url: string; lastmod: string | null }>): string {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`]
  for (const entry of entries) {
    lines.push("  <sitemap>", `    <loc>${escapeText(entry.url)}</loc>`)
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`)
    lines.push("  </sitemap>")
  }
  lines.push("</sitemapindex>")
  return lines.join("\n")
}

/** A sitemap per locale that has indexed pages, in locale order, and the index of them last. */
export function sitemapFiles(pages: readonly SitemapPage[], options: SitemapOptions): SitemapFile[] {
  const indexed = pages.filter((page) => page.indexed)
  const indexedPaths = new Set(indexed.map((page) => page.path))
  const files: SitemapFile[] = []
  const entries: Array<{ url: string; lastmod: string | null }> = []
  for (const locale of options.locales) {
    const localePages = indexed.filter((page) => page.locale === locale).sort((a, b) => a.path.localeCompare(b.path))
    if (!localePages.length) continue
    const path = localeSitemapPath(locale)
    files.push({ path, contents: urlset(localePages, indexedPaths, options) })
    entries.push({ url: `${options.siteUrl}${path}`, lastmod: latest(localePages.map((page) => w3cDate(page.lastmod))) })
  }
  files.push({ path: SITEMAP_INDEX_PATH, contents: sitemapIndex(entries) })
  return files
}

/** robots.txt: crawl everything but the API (nothing at all on staging), and where the sitemaps are. */
export function robotsTxt({ siteUrl, allowCrawling }: { siteUrl: string; allowCrawling: boolean }): string {
  const rules = allowCrawling ? ["Disallow: /api/"] : ["Disallow: /"]
  return ["User-agent: *", ...rules, "", `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`, ""].join("\n")
}
