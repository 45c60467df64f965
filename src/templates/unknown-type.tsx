import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { PageHead } from "../components/head/lazy-head"
import { Layout } from "../components/layout/Layout"
import { mapShellFrame, routeInfo } from "../drupal/mappers/shell-frame"
import { ConsentBanner } from "../features/consent/ConsentBanner"
import { siteFooterSlots } from "../features/footer/site-footer-slots"
import type { PageContext } from "./page-context"

export const query = graphql`
  query UnknownTypePage($language: String!, $namespaces: [String]) {
    ...PageStrings
  }
`

/** A Drupal node of a type the site has no template for: say so, rather than render nothing. */
export default function UnknownTypeTemplate({ data, pageContext }: PageProps<Queries.UnknownTypePageQuery, PageContext>) {
  const { t } = useTranslation()
  const route = routeInfo(pageContext)
  const shell = mapShellFrame(data, route)
  return (
    <Layout data={data} route={route} banner={<ConsentBanner />} footerSlots={siteFooterSlots(shell)}>
      <section className="container notice" role="status">
        <h1>{t("unknown_type", { type: pageContext.nodeType })}</h1>
      </section>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.UnknownTypePageQuery, PageContext>) {
  return (
    <PageHead
      locale={pageContext.language}
      path={pageContext.i18n.path}
      metadata={{ title: pageContext.nodeType, description: "", indexed: false }}
    />
  )
}
