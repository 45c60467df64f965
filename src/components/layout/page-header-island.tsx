import type { ImageView } from "../../drupal/mappers/image"
import { mapPageBase, type PageBaseData } from "../../drupal/mappers/page"
import { PageHeader } from "./PageHeader"

/** What a node page hands its page header: the node, and the header image when the page type has its own. */
export interface NodePageHeaderProps {
  node: PageBaseData
  hero?: ImageView | null
  /** The title alone: the page shows its description and image itself (a location page). */
  titleOnly?: boolean
}

/** The page header of a node page, mapped in the island's chunk (the first page view needs no mapper). */
function NodePageHeader({ node, hero, titleOnly = false }: NodePageHeaderProps) {
  const page = mapPageBase(node)
  if (titleOnly) return <PageHeader title={page.title} />
  return <PageHeader title={page.title} descriptionHtml={page.descriptionHtml} hero={hero ?? page.hero} slides={page.slides} />
}

export { NodePageHeader as Component }

/** Title, description and hero image need no script; a slider of more than one slide does. */
export const hydrates = ({ node, titleOnly }: NodePageHeaderProps) => !titleOnly && mapPageBase(node).slides.length > 1
