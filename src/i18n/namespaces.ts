import type { TemplateName } from "../gatsby-node/plan-pages"

/**
 * The UI string namespaces (src/i18n/{locale}/{namespace}.json) each template's page loads.
 * A page's data holds only its own locale and these namespaces, so strings a page does not use
 * cost it nothing.
 */
const SHELL = ["common"]
/** Pages built from blocks (src/blocks) also need the blocks' strings. */
const BLOCKS = [...SHELL, "blocks"]

export const TEMPLATE_NAMESPACES: Readonly<Record<TemplateName, readonly string[]>> = {
  home: BLOCKS,
  route: BLOCKS,
  careers: BLOCKS,
  search: BLOCKS,
  knowledge: BLOCKS,
  news: BLOCKS,
  equipment_category: BLOCKS,
  equipment: BLOCKS,
  location: BLOCKS,
  form: BLOCKS,
  page: BLOCKS,
  vacancy: SHELL,
  function: BLOCKS,
  people: BLOCKS,
  unknown: SHELL,
}
