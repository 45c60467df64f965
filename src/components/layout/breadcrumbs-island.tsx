import { mapBreadcrumbs, type BreadcrumbOptions } from "../../drupal/mappers/breadcrumbs"
import type { PageBaseData } from "../../drupal/mappers/page"
import { Breadcrumbs } from "./Breadcrumbs"

/** What a node page hands its breadcrumbs: the node and the trail's options (its ancestors among them). */
export interface NodeBreadcrumbsProps extends BreadcrumbOptions {
  node: PageBaseData
}

/** The breadcrumbs of a node page, mapped in the island's chunk (the first page view needs no mapper). */
function NodeBreadcrumbs({ node, ...options }: NodeBreadcrumbsProps) {
  return <Breadcrumbs trail={mapBreadcrumbs(node, options)} />
}

export { NodeBreadcrumbs as Component }
