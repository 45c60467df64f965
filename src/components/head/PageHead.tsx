import { graphql, useStaticQuery } from "gatsby"
import { getLocale } from "../../config/locales"
import type { PageMetadata } from "../../drupal/mappers/page"

interface PageHeadProps {
  locale: string
  /** The page's own path, e.g. /nl/over-ons/. */
  path: string
  metadata: Pick<PageMetadata, "title" | "description"> & Partial<PageMetadata>
}

/** The head every page shares, rendered through Gatsby's Head API. */
export function PageHead({ locale, path, metadata }: PageHeadProps) {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  return (
    <>
      <html lang={getLocale(locale).hreflang} />
      <title>{metadata.title}</title>
      {metadata.description && <meta name="description" content={metadata.description} />}
      <link rel="canonical" href={`${siteUrl}${path}`} />
      {metadata.indexed === false && <meta name="robots" content="noindex" />}
    </>
  )
}
