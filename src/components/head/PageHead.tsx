import { useEffect } from "react"
import { DEFAULT_LOCALE, getLocale } from "../../config/locales"
import { alternateLinks, type LocalePath } from "../../domain/alternates"
import { serializeJsonLd } from "../../domain/structured-data"
import type { PageMetadata } from "../../drupal/mappers/page"
import { removeKeptTitle } from "./keep-title"
import { useSiteUrl } from "./useSiteUrl"

export type HeadMetadata = Pick<PageMetadata, "title" | "description"> & Partial<PageMetadata>

interface PageHeadProps {
  locale: string
  /**
   * The page's own path, e.g. /nl/over-ons/: its canonical link. None for a page that has no
   * address of its own (a 404 page answers for any path), which then has no canonical link.
   */
  path?: string
  metadata: HeadMetadata
  /** Every translation of the page, this one included: the hreflang alternates. */
  alternates?: readonly LocalePath[]
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData?: ReadonlyArray<Record<string, unknown>>
  siteName?: string
}

function absolute(url: string, siteUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url}`
}

/**
 * The head every page shares, rendered through Gatsby's Head API: language, title, description,
 * Open Graph, canonical link, hreflang alternates, robots and structured data.
 */
export function PageHead({ locale, path, metadata, alternates = [], structuredData = [], siteName }: PageHeadProps) {
  const siteUrl = useSiteUrl()
  // The old page's title, kept through a client-side visit, goes as this title comes in.
  useEffect(() => removeKeptTitle())
  const hreflang = getLocale(locale).hreflang
  const canonical = path === undefined ? undefined : `${siteUrl}${path}`
  const links = alternateLinks(alternates, { siteUrl, defaultLocale: DEFAULT_LOCALE, hreflangOf: (code) => getLocale(code).hreflang })
  const ogImages = metadata.ogImages ?? []
  return (
    <>
      <html lang={hreflang} />
      <title>{metadata.title}</title>
      {metadata.description && <meta name="description" content={metadata.description} />}
      {metadata.indexed === false && <meta name="robots" content="noindex" />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {canonical && <link rel="canonical" href={canonical} />}
      {links.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:type" content="website" />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content={hreflang.replace("-", "_")} />
      {siteName && <meta property="og:site_name" content={siteName} />}
      <meta property="og:title" content={metadata.ogTitle ?? metadata.title} />
      {(metadata.ogDescription ?? metadata.description) && (
        <meta property="og:description" content={metadata.ogDescription ?? metadata.description} />
      )}
      {ogImages.flatMap((image) => [
        <meta key={`${image.url}-url`} property="og:image" content={absolute(image.url, siteUrl)} />,
        image.width ? <meta key={`${image.url}-width`} property="og:image:width" content={String(image.width)} /> : null,
        image.height ? <meta key={`${image.url}-height`} property="og:image:height" content={String(image.height)} /> : null,
        image.alt ? <meta key={`${image.url}-alt`} property="og:image:alt" content={image.alt} /> : null,
      ])}
      <meta name="twitter:card" content={ogImages.length ? "summary_large_image" : "summary"} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  )
}
