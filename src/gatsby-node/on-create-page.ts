import type { GatsbyNode } from "gatsby"
import { TEMPLATE_NAMESPACES } from "../i18n/namespaces"

/**
 * Pages from src/pages (the 404 page, one copy per locale by gatsby-plugin-react-i18next) get the
 * namespaces their query loads, as content pages get them from createPages.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "namespaces" in page.context) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, namespaces: TEMPLATE_NAMESPACES.unknown } })
}
