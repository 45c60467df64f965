import type { ComponentType } from "react"
import { FIXED_IDS } from "../../config/fixed-ids"
import type { PreviewNode } from "../../drupal/mappers/preview-node"

/**
 * The build's templates a preview renders, each loaded when a draft of its type arrives: the
 * preview page's own first load stays that of a page (e2e/budgets.e2e.ts), not of every template.
 * Each import names the chunk Gatsby already makes for that template (.cache's async-requires), so
 * webpack adds no chunk: every new chunk would grow the webpack runtime that every page loads first.
 */
const TEMPLATE_LOADERS = {
  page: () => import(/* webpackChunkName: "component---src-templates-page-tsx" */ "../page"),
  news: () => import(/* webpackChunkName: "component---src-templates-news-tsx" */ "../news"),
  knowledge: () => import(/* webpackChunkName: "component---src-templates-knowledge-tsx" */ "../knowledge"),
  function: () => import(/* webpackChunkName: "component---src-templates-function-tsx" */ "../function"),
  equipment: () => import(/* webpackChunkName: "component---src-templates-equipment-tsx" */ "../equipment"),
  equipment_category: () => import(/* webpackChunkName: "component---src-templates-equipment-category-tsx" */ "../equipment-category"),
  location: () => import(/* webpackChunkName: "component---src-templates-location-tsx" */ "../location"),
  people: () => import(/* webpackChunkName: "component---src-templates-people-tsx" */ "../people"),
  vacancy: () => import(/* webpackChunkName: "component---src-templates-vacancy-tsx" */ "../vacancy"),
  route: () => import(/* webpackChunkName: "component---src-templates-route-tsx" */ "../route"),
  careers: () => import(/* webpackChunkName: "component---src-templates-careers-tsx" */ "../careers"),
  search: () => import(/* webpackChunkName: "component---src-templates-search-tsx" */ "../search"),
  form: () => import(/* webpackChunkName: "component---src-templates-form-tsx" */ "../form"),
} as const

export type PreviewTemplateName = keyof typeof TEMPLATE_LOADERS

/** The template's component. */
export async function loadPreviewTemplate(name: PreviewTemplateName): Promise<ComponentType<never>> {
  return (await TEMPLATE_LOADERS[name]()).default as ComponentType<never>
}

/**
 * What a built page shows that a preview of its draft cannot: the build gathers it from other
 * content (lists of other pages, the homepage's intro block, the calculator's rates), or it would
 * act (a form sends). The preview page names each, in the editor's language
 * (preview_not_shown_{omission} in src/i18n/{locale}/preview.json).
 */
export type PreviewOmission =
  | "listing_blocks"
  | "equipment_list"
  | "nearest_locations"
  | "colleagues"
  | "vacancies"
  | "apply_link"
  | "homepage_header"
  | "form"
  | "calculator"

export interface PreviewView {
  /** The type's template of the build. */
  template: PreviewTemplateName
  /** The draft where the template's page query puts the node. */
  node: PreviewNode
  /** The rest of the template's page query, empty: the lists a build gathers from other content. */
  data: Readonly<Record<string, unknown>>
  notShown: readonly PreviewOmission[]
}

/** The node, its template and nothing else: the template needs only the node. */
const nodeOnly =
  (template: PreviewTemplateName) =>
  (node: PreviewNode): PreviewView => ({ template, node, data: {}, notShown: [] })

/** A route: the homepage (its header is the intro block and the site's cover), the careers listing, the site search or a landing page. */
function routeView(node: PreviewNode): PreviewView {
  if (node.drupal_id === FIXED_IDS.homepage) return { template: "route", node, data: {}, notShown: ["homepage_header"] }
  if (node.field_listing === "careers") return { template: "careers", node, data: { vacancies: { nodes: [] } }, notShown: ["vacancies"] }
  if (node.field_listing === "search") return { template: "search", node, data: {}, notShown: [] }
  return { template: "route", node, data: {}, notShown: [] }
}

/** A form page without its form: a preview must never send a lead; the calculator needs its rates too. */
function formView(node: PreviewNode): PreviewView {
  const isCalculator = node.field_form === "calculator" || node.drupal_id === FIXED_IDS.calculatorPage
  return {
    template: "form",
    node: { ...node, field_form: null },
    data: {},
    notShown: [isCalculator ? "calculator" : "form"],
  }
}

/**
 * The preview of each node type: the very templates of the build, given the draft where their page
 * query puts the node. Every type here has its includes in src/config/preview.ts (a test keeps the
 * two lists the same).
 */
export const PREVIEW_TEMPLATES: Readonly<Record<string, (node: PreviewNode) => PreviewView>> = {
  "node--page": nodeOnly("page"),
  "node--news": nodeOnly("news"),
  "node--knowledge": nodeOnly("knowledge"),
  "node--function": nodeOnly("function"),
  "node--equipment": nodeOnly("equipment"),
  "node--equipment_category": (node) => ({
    template: "equipment_category",
    node,
    data: { equipment: { nodes: [] } },
    notShown: ["equipment_list"],
  }),
  "node--location": (node) => ({ template: "location", node, data: {}, notShown: ["nearest_locations"] }),
  "node--people": (node) => ({ template: "people", node, data: {}, notShown: ["colleagues"] }),
  "node--vacancy": (node) => ({ template: "vacancy", node, data: { applyForm: { nodes: [] } }, notShown: ["apply_link"] }),
  "node--route": routeView,
  "node--form": formView,
}

/** Blocks whose cards the build gathers from other pages (their `listing` or `listed_locations`, fields the build computes). */
const LISTING_BLOCKS = new Set([
  "paragraph__news",
  "paragraph__knowledge",
  "paragraph__people",
  "paragraph__people_categories",
  "paragraph__equipment",
  "paragraph__equipment_categories",
  "paragraph__locations",
])

function hasListingBlock(node: PreviewNode): boolean {
  const blocks = node.relationships.field_components
  return Array.isArray(blocks) && blocks.some((block) => LISTING_BLOCKS.has((block as { __typename?: string }).__typename ?? ""))
}

/** How the preview shows a draft of a resource type; null for a type it cannot show. */
export function previewViewOf(resourceType: string, node: PreviewNode): PreviewView | null {
  const view = PREVIEW_TEMPLATES[resourceType]?.(node)
  if (!view) return null
  return hasListingBlock(node) ? { ...view, notShown: [...view.notShown, "listing_blocks"] } : view
}
