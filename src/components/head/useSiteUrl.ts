import { graphql, useStaticQuery } from "gatsby"

/** The production origin (SITE_URL), for canonical links, alternates, og:url and structured data. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return site?.siteMetadata?.siteUrl ?? ""
}
