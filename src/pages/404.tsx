import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import { PageHead } from "../components/head/lazy-head"
import { Layout } from "../components/layout/Layout"
import { localeHomePath } from "../domain/routing"
import { mapShellFrame, routeInfo } from "../drupal/mappers/shell-frame"
import { ConsentBanner } from "../features/consent/ConsentBanner"
import { siteFooterSlots } from "../features/footer/site-footer-slots"

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String]) {
    ...PageStrings
  }
`

interface NotFoundContext {
  language: string
  i18n: { path: string }
}

/** gatsby-plugin-react-i18next builds one copy per locale: /404/ and /{locale}/404/. */
export default function NotFoundPage({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const { t } = useTranslation()
  const route = routeInfo(pageContext)
  const shell = mapShellFrame(data, route)
  const locale = pageContext.language
  return (
    <Layout data={data} route={route} banner={<ConsentBanner />} footerSlots={siteFooterSlots(shell)}>
      <section className="container notice">
        <h1>{t("not_found_title")}</h1>
        <p>{t("not_found_text")}</p>
        <p>
          <Link to={localeHomePath(locale)}>{t("back_home")}</Link>
        </p>
      </section>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const strings = data.locales.edges.find((edge) => edge.node.ns === "common")?.node.data
  const title = strings ? (JSON.parse(strings) as Record<string, string>).not_found_title : "Page not found"
  // No canonical link: the page answers for every unknown path of its locale.
  return <PageHead locale={pageContext.language} metadata={{ title, description: "", indexed: false }} />
}
