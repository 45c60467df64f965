import type { TemplateName } from "../gatsby-node/plan-pages"

/**
 * The UI string namespaces (src/i18n/{locale}/{namespace}.json) each template's page loads.
 * A page's data holds only its own locale and these namespaces, so strings a page does not use
 * cost it nothing.
 */
/** Every page: the shell, the cookie consent and the footer's newsletter sign-up. */
const SHELL = ["common", "consent", "newsletter"]
/** Pages built from blocks (src/blocks) also need the blocks' strings. */
const BLOCKS = [...SHELL, "blocks"]
/** The location finder: the locations page (a route) and each location's page. */
const WITH_FINDER = [...BLOCKS, "finder"]
/** The careers listing, vacancy pages and job applications. */
const CAREERS = "careers"

export const TEMPLATE_NAMESPACES: Readonly<Record<TemplateName, readonly string[]>> = {
  home: BLOCKS,
  route: WITH_FINDER,
  careers: [...BLOCKS, CAREERS],
  search: [...BLOCKS, "search"],
  knowledge: BLOCKS,
  news: BLOCKS,
  equipment_category: BLOCKS,
  equipment: BLOCKS,
  location: WITH_FINDER,
  form: [...BLOCKS, "forms", "registration"],
  calculator: [...BLOCKS, "calculator"],
  page: BLOCKS,
  vacancy: [...SHELL, CAREERS],
  function: BLOCKS,
  people: BLOCKS,
  unknown: SHELL,
}

/**
 * The draft preview (src/pages/preview.tsx): it renders the template of any node type
 * (src/templates/preview/preview-templates.ts), so it needs their strings, and its own messages.
 * Forms and the calculator are not rendered in a preview, so their strings are left out.
 */
export const PREVIEW_NAMESPACES: readonly string[] = [...WITH_FINDER, CAREERS, "search", "preview"]
