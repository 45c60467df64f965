/**
 * The node bundles (page types) of the content model. On its own so that browser code (the site
 * search's field lists) can use the list without the content model.
 */
export const NODE_TYPES = [
  "route",
  "knowledge",
  "news",
  "equipment_category",
  "equipment",
  "location",
  "form",
  "page",
  "vacancy",
  "function",
  "people",
] as const

export type NodeType = (typeof NODE_TYPES)[number]
