import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { localeHomePath } from "../../domain/routing"
import { breadcrumbList, organization } from "../../domain/structured-data"
import { mapBreadcrumbs } from "../../drupal/mappers/breadcrumbs"
import type { ImageView } from "../../drupal/mappers/image"
import { mapMenus } from "../../drupal/mappers/menus"
import { mapPageBase, type PageBaseData } from "../../drupal/mappers/page"
import { mapShell, routeInfo, type ShellData, type ShellPageContext } from "../../drupal/mappers/shell"
import { mapSiteSettings } from "../../drupal/mappers/site-settings"
import { siteFooterSlots } from "../../features/footer/site-footer-slots"
import { PageHead } from "../head/PageHead"
import { useSiteUrl } from "../head/useSiteUrl"
import { Breadcrumbs } from "./Breadcrumbs"
import type { FooterSlots } from "./Footer"
import { Layout } from "./Layout"
import { MissingData } from "./MissingData"
import { PageHeader } from "./PageHeader"

/** What a template's page query returns: the shell (...PageStrings) and the node (...PageBase). */
export interface NodePageData extends ShellData {
  readonly node: PageBaseData | null | undefined
}

interface NodePageProps {
  pageContext: ShellPageContext
  data: NodePageData
  /** The page header's image when the page type has its own (an article's image); else field_hero_image. */
  hero?: ImageView | null
  /** Takes the place of the standard page header (the homepage has its own). */
  header?: ReactNode
  /** Defaults to the site's own: the newsletter sign-up and the cookie settings. */
  footerSlots?: FooterSlots
  children?: ReactNode
}

/** The frame of every node page: layout, breadcrumbs, page header, then the template's own content. */
export function NodePage({ pageContext, data, hero, header, footerSlots, children }: NodePageProps) {
  const { t } = useTranslation()
  const route = routeInfo(pageContext)
  const shell = mapShell(data, route)
  const slots = footerSlots ?? siteFooterSlots(shell)
  if (!data.node) {
    return (
      <Layout shell={shell} footerSlots={slots}>
        <MissingData />
      </Layout>
    )
  }
  const page = mapPageBase(data.node)
  const trail = mapBreadcrumbs(data.node, {
    locale: route.locale,
    homeLabel: shell.site.strings.link_home || t("link_home"),
    currentPath: route.path,
  })
  return (
    <Layout shell={shell} footerSlots={slots}>
      <article>
        <Breadcrumbs trail={trail} />
        {header ?? <PageHeader title={page.title} descriptionHtml={page.descriptionHtml} hero={hero ?? page.hero} slides={page.slides} />}
        {children}
      </article>
    </Layout>
  )
}

interface NodePageHeadProps {
  pageContext: ShellPageContext
  data: NodePageData
  /** The page type's own schema.org objects (a vacancy's JobPosting), after the breadcrumbs. */
  structuredData?: ReadonlyArray<Record<string, unknown>>
}

/** The head of a node page: its metadata, alternates, breadcrumbs data, and the Organization on the homepage. */
export function NodePageHead({ pageContext, data, structuredData: own = [] }: NodePageHeadProps) {
  const siteUrl = useSiteUrl()
  const route = routeInfo(pageContext)
  const site = mapSiteSettings(data.settings, route.locale)
  const { node } = data
  const metadata = node ? mapPageBase(node).metadata : { title: site.brandName, description: "", indexed: false }
  const trail = mapBreadcrumbs(node, { locale: route.locale, homeLabel: site.strings.link_home || site.brandName, currentPath: route.path })
  const structuredData = [
    ...(trail.length > 1 ? [breadcrumbList(trail, siteUrl)] : []),
    ...(route.isHomepage
      ? [
          organization(
            {
              name: site.company.name,
              homePath: localeHomePath(route.locale),
              logo: site.logo?.src ?? null,
              address: site.company.address,
              phone: site.company.phone,
              email: site.company.email,
              sameAs: mapMenus(data.menus?.nodes).social.flatMap((item) => (item.url ? [item.url] : [])),
            },
            siteUrl,
          ),
        ]
      : []),
    ...own,
  ]
  return (
    <PageHead
      locale={route.locale}
      path={route.path}
      metadata={metadata}
      alternates={route.translations}
      structuredData={structuredData}
      siteName={site.brandName}
    />
  )
}
