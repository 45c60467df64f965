import { FIXED_IDS } from "../../config/fixed-ids"
import { localeHomePath, pagePath } from "../../domain/routing"
import type { Crumb } from "../../domain/structured-data"
import type { ParentData } from "./page"

export type { Crumb }

interface BreadcrumbSource {
  readonly drupal_id: string | null
  readonly title: string | null
  readonly relationships?: { readonly field_parent?: ParentData | null } | null
}

export interface BreadcrumbOptions {
  locale: string
  /** The label of the home crumb (the link_home string). */
  homeLabel: string
  /** The current page's own path. */
  currentPath: string
}

/**
 * The breadcrumb trail of a page: home, the field_parent chain from the top down, then the page
 * itself. The homepage has no trail. Ancestors without a page in this locale end the chain there
 * (gatsby-source-drupal links only translations of the same language).
 */
export function mapBreadcrumbs(node: BreadcrumbSource | null | undefined, options: BreadcrumbOptions): Crumb[] {
  if (!node || node.drupal_id === FIXED_IDS.homepage) return []
  const ancestors: Crumb[] = []
  const seen = new Set<string | null>([node.drupal_id])
  let parent = node.relationships?.field_parent ?? null
  while (parent && !seen.has(parent.drupal_id)) {
    seen.add(parent.drupal_id)
    const isHome = parent.drupal_id === FIXED_IDS.homepage
    const path = parent.langcode ? pagePath(parent.langcode, parent.path?.alias, isHome) : null
    if (!path) break
    if (!isHome) ancestors.unshift({ name: parent.title ?? "", path })
    parent = parent.relationships?.field_parent ?? null
  }
  return [
    { name: options.homeLabel, path: localeHomePath(options.locale) },
    ...ancestors,
    { name: node.title ?? "", path: options.currentPath },
  ]
}
