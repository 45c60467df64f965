import { FIXED_IDS } from "../../config/fixed-ids"
import { localeHomePath } from "../../domain/routing"
import type { Crumb } from "../../domain/structured-data"

export type { Crumb }

interface BreadcrumbSource {
  readonly drupal_id: string | null
  readonly title: string | null
}

export interface BreadcrumbOptions {
  locale: string
  /** The label of the home crumb (the link_home string). */
  homeLabel: string
  /** The current page's own path. */
  currentPath: string
  /** The pages between home and this one, from the top down (the build works them out: plan-pages). */
  ancestors: readonly Crumb[]
}

/** The breadcrumb trail of a page: home, its ancestors, then the page itself. The homepage has no trail. */
export function mapBreadcrumbs(node: BreadcrumbSource | null | undefined, options: BreadcrumbOptions): Crumb[] {
  if (!node || node.drupal_id === FIXED_IDS.homepage) return []
  return [
    { name: options.homeLabel, path: localeHomePath(options.locale) },
    ...options.ancestors,
    { name: node.title ?? "", path: options.currentPath },
  ]
}
