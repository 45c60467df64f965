import type { TemplateName } from "../gatsby-node/plan-pages"

/**
 * The UI string namespaces (src/i18n/{locale}/{namespace}.json) each template's page loads.
 * A page's data holds only its own locale and these namespaces, so strings a page does not use
 * cost it nothing.
 */
const SHELL = ["common"]

export const TEMPLATE_NAMESPACES: Readonly<Record<TemplateName, readonly string[]>> = {
  route: SHELL,
  careers: SHELL,
  search: SHELL,
  knowledge: SHELL,
  news: SHELL,
  equipment_category: SHELL,
  equipment: SHELL,
  location: SHELL,
  form: SHELL,
  page: SHELL,
  vacancy: SHELL,
  function: SHELL,
  people: SHELL,
  unknown: SHELL,
}
