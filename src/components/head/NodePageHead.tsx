import { localeHomePath } from "../../domain/routing"
import { breadcrumbList, organization } from "../../domain/structured-data"
import { mapBreadcrumbs } from "../../drupal/mappers/breadcrumbs"
import { menusFromData } from "../../drupal/mappers/menus"
import type { NodePageData } from "../../drupal/mappers/node-page-data"
import { mapPageBase } from "../../drupal/mappers/page"
import { routeInfo, type ShellPageContext } from "../../drupal/mappers/shell-frame"
import { mapSiteSettings } from "../../drupal/mappers/site-settings"
import { PageHead } from "./PageHead"
import { useSiteUrl } from "./useSiteUrl"

export interface NodePageHeadProps {
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
  const trail = mapBreadcrumbs(node, {
    locale: route.locale,
    homeLabel: site.strings.link_home || site.brandName,
    currentPath: route.path,
    ancestors: pageContext.ancestors ?? [],
  })
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
              sameAs: menusFromData(data.menus).social.flatMap((item) => (item.url ? [item.url] : [])),
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
