import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { env } from "../../src/config/env"
import { DEFAULT_LOCALE, getLocale, LOCALE_CODES } from "../../src/config/locales"
import { NODE_TYPES } from "../../src/drupal/model/nodes"
import { robotsTxt, sitemapFiles, SITEMAP_INDEX_PATH, type SitemapPage } from "./sitemap-files"

interface ContentPageContext {
  id?: string
  uuid?: string
  language?: string
  nodeType?: string
  translations?: Array<{ locale: string; path: string }>
}

interface DrupalNodeLike extends Node {
  changed?: string | null
  field_noindex?: boolean | null
}

/** Writes public/sitemap-{locale}.xml, public/sitemap-index.xml and public/robots.txt from the built pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, getNode, reporter }) => {
  const { program, pages } = store.getState() as {
    program: { directory: string }
    pages: Map<string, { path: string; context: ContentPageContext }>
  }
  const sitemapPages: SitemapPage[] = []
  for (const page of pages.values()) {
    const { id, language, nodeType, translations } = page.context ?? {}
    // Content pages of known types only: src/pages (404) and unknown page types are not for crawlers.
    if (!id || !language || !nodeType || !(NODE_TYPES as readonly string[]).includes(nodeType)) continue
    const node = getNode(id) as DrupalNodeLike | undefined
    sitemapPages.push({
      locale: language,
      path: page.path,
      lastmod: node?.changed ?? null,
      translations: translations ?? [],
      indexed: node?.field_noindex !== true,
    })
  }
  const files = sitemapFiles(sitemapPages, {
    siteUrl: env.siteUrl,
    defaultLocale: DEFAULT_LOCALE,
    hreflangOf: (locale) => getLocale(locale).hreflang,
    locales: LOCALE_CODES,
  })
  const publicDir = path.join(program.directory, "public")
  await mkdir(publicDir, { recursive: true })
  for (const file of files) await writeFile(path.join(publicDir, file.path), file.contents)
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt({ siteUrl: env.siteUrl, allowCrawling: env.environment !== "staging" }))
  const listed = sitemapPages.filter((page) => page.indexed).length
  reporter.info(`Wrote ${files.length - 1} sitemaps (${listed} pages), ${SITEMAP_INDEX_PATH} and robots.txt.`)
}
