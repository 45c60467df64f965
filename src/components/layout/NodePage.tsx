import type { ReactNode } from "react"
import type { ImageView } from "../../drupal/mappers/image"
import { mapPageBase, type PageBaseData } from "../../drupal/mappers/page"
import { mapSiteSettings, type SiteSettingsData } from "../../drupal/mappers/site-settings"
import { PageHead } from "../head/PageHead"
import { Layout } from "./Layout"
import { MissingData } from "./MissingData"
import { PageHeader } from "./PageHeader"

interface NodePageProps {
  locale: string
  settings: SiteSettingsData | null | undefined
  node: PageBaseData | null | undefined
  hero?: ImageView | null
  children?: ReactNode
}

/** The frame of every node page: layout, page header, then the template's own content. */
export function NodePage({ locale, settings, node, hero, children }: NodePageProps) {
  const site = mapSiteSettings(settings, locale)
  if (!node) {
    return (
      <Layout locale={locale} settings={site}>
        <MissingData />
      </Layout>
    )
  }
  const page = mapPageBase(node)
  return (
    <Layout locale={locale} settings={site}>
      <article>
        <PageHeader title={page.title} descriptionHtml={page.descriptionHtml} hero={hero} />
        {children}
      </article>
    </Layout>
  )
}

interface NodePageHeadProps {
  locale: string
  path: string
  node: PageBaseData | null | undefined
  settings: SiteSettingsData | null | undefined
}

export function NodePageHead({ locale, path, node, settings }: NodePageHeadProps) {
  const brand = settings?.field_brand_name ?? ""
  const metadata = node ? mapPageBase(node).metadata : { title: brand, description: "" }
  return <PageHead locale={locale} path={path} metadata={metadata} />
}
