import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { ImageView } from "../../drupal/mappers/image"
import type { NodePageData } from "../../drupal/mappers/node-page-data"
import { mapShellFrame, routeInfo, type ShellPageContext } from "../../drupal/mappers/shell-frame"
import { ConsentBanner } from "../../features/consent/ConsentBanner"
import { siteFooterSlots } from "../../features/footer/site-footer-slots"
import { defineIsland } from "../../islands/island"
import type { FooterSlots } from "../../components/layout/Footer"
import { Layout } from "../../components/layout/Layout"
import { MissingData } from "../../components/layout/MissingData"
import type { NodeBreadcrumbsProps } from "../../components/layout/breadcrumbs-island"
import type { NodePageHeaderProps } from "../../components/layout/page-header-island"

// The breadcrumbs and the page header need no script (but a slider): their code is for client-side visits (src/islands).
const BreadcrumbsIsland = defineIsland<NodeBreadcrumbsProps>(
  "breadcrumbs",
  () => import(/* webpackChunkName: "breadcrumbs" */ "../../components/layout/breadcrumbs-island"),
)
const PageHeaderIsland = defineIsland<NodePageHeaderProps>(
  "page-header",
  () => import(/* webpackChunkName: "page-header" */ "../../components/layout/page-header-island"),
)

/** Loads the code of the breadcrumbs and the page header (tests render pages without waiting for chunks). */
export function preloadNodePage(): Promise<unknown> {
  return Promise.all([BreadcrumbsIsland.preload(), PageHeaderIsland.preload()])
}

/** One empty list, so that the memoised island sees the same props on every render. */
const NO_ANCESTORS: readonly [] = []

/** The head of a node page: its code loads on its own (see lazy-head.tsx). */
export { NodePageHead } from "../../components/head/lazy-head"

interface NodePageProps {
  pageContext: ShellPageContext
  data: NodePageData
  /** The page header's image when the page type has its own (an article's image); else field_hero_image. */
  hero?: ImageView | null
  /** Takes the place of the standard page header (the homepage has its own). */
  header?: ReactNode
  /** The page header shows the title alone; the template shows the description and image where it wants them. */
  heroless?: boolean
  /** Defaults to the site's own: the newsletter sign-up and the cookie settings. */
  footerSlots?: FooterSlots
  children?: ReactNode
}

/** The frame of every node page: layout, breadcrumbs, page header, then the template's own content. */
export function NodePage({ pageContext, data, hero, header, heroless = false, footerSlots, children }: NodePageProps) {
  const { t } = useTranslation()
  const route = routeInfo(pageContext)
  const shell = mapShellFrame(data, route)
  const slots = footerSlots ?? siteFooterSlots(shell)
  if (!data.node) {
    return (
      <Layout data={data} route={route} banner={<ConsentBanner />} footerSlots={slots}>
        <MissingData />
      </Layout>
    )
  }
  return (
    <Layout data={data} route={route} banner={<ConsentBanner />} footerSlots={slots}>
      <article>
        <BreadcrumbsIsland
          node={data.node}
          locale={route.locale}
          homeLabel={shell.site.strings.link_home || t("link_home")}
          currentPath={route.path}
          ancestors={pageContext.ancestors ?? NO_ANCESTORS}
        />
        {header ?? <PageHeaderIsland node={data.node} hero={hero} titleOnly={heroless} />}
        {children}
      </article>
    </Layout>
  )
}
