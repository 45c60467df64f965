import type { GatsbyNode } from "gatsby"

/**
 * Listing fields: what a listing block shows is not referenced by its paragraph but found in the
 * content ("all knowledge articles", "the people of this category"). These resolvers add that
 * list to the paragraph (and to people categories and people), so each block's own fragment
 * queries its items and only pages with such a block carry them in their page data.
 *
 * Items are always in the paragraph's language: gatsby-source-drupal keeps one node per
 * translation, and links references to the translation in the referrer's language.
 */

/** The shape of the Gatsby nodes gatsby-source-drupal creates, as far as listings read it. */
export interface ContentNode {
  id: string
  langcode?: string | null
  status?: boolean | null
  title?: string | null
  name?: string | null
  weight?: number | null
  field_weight?: number | null
  field_posted_date?: string | null
  relationships?: Record<string, string | string[] | null | undefined> | null
}

export interface ListingSpec {
  /** The Gatsby type of the items. */
  itemType: string
  /** A multi-value reference on the source naming the items one by one; when filled it wins, in its order. */
  explicitField?: string
  /**
   * Items only of the category the source names in its reference `source` ("self": the source is
   * the category), as each item names it in `item`. With `required`, no category means no items.
   */
  category?: { source: string; item: string; required?: boolean }
  order: "newest" | "weight" | "title"
}

function referenceIds(node: ContentNode, field: string): string[] {
  const value = node.relationships?.[`${field}___NODE`]
  if (!value) return []
  return Array.isArray(value) ? value : [value]
}

function label(node: ContentNode): string {
  return node.title ?? node.name ?? ""
}

const ORDERS: Record<ListingSpec["order"], (a: ContentNode, b: ContentNode) => number> = {
  newest: (a, b) => (b.field_posted_date ?? "").localeCompare(a.field_posted_date ?? "") || label(a).localeCompare(label(b)),
  weight: (a, b) => (a.field_weight ?? a.weight ?? 0) - (b.field_weight ?? b.weight ?? 0) || label(a).localeCompare(label(b)),
  title: (a, b) => label(a).localeCompare(label(b)),
}

/**
 * The items of a listing: the ones the source names (in that order), else every published item
 * in the source's language, of its category when it names one, in a stable order.
 */
export function selectListing(source: ContentNode, candidates: readonly ContentNode[], spec: ListingSpec): ContentNode[] {
  const published = candidates.filter((item) => item.status !== false && item.langcode === source.langcode)
  const named = spec.explicitField ? referenceIds(source, spec.explicitField) : []
  if (named.length) {
    const byId = new Map(published.map((item) => [item.id, item]))
    return named.flatMap((id) => byId.get(id) ?? [])
  }
  const category = spec.category?.source === "self" ? source.id : spec.category ? referenceIds(source, spec.category.source)[0] : undefined
  if (!category && spec.category?.required) return []
  const inCategory = category ? published.filter((item) => referenceIds(item, spec.category!.item).includes(category)) : published
  return [...inCategory].sort(ORDERS[spec.order])
}

/** Listing fields by the Gatsby type that gets them. */
export const LISTINGS: Readonly<Record<string, { field: string; spec: ListingSpec }>> = {
  paragraph__knowledge: {
    field: "listing",
    spec: { itemType: "node__knowledge", category: { source: "field_category", item: "field_category" }, order: "newest" },
  },
  paragraph__news: {
    field: "listing",
    spec: { itemType: "node__news", category: { source: "field_category", item: "field_category" }, order: "newest" },
  },
  paragraph__people: {
    field: "listing",
    spec: {
      itemType: "node__people",
      explicitField: "field_people",
      category: { source: "field_people_category", item: "field_people_category" },
      order: "title",
    },
  },
  paragraph__people_categories: {
    field: "listing",
    spec: { itemType: "taxonomy_term__people_category", explicitField: "field_people_categories", order: "weight" },
  },
  paragraph__equipment: {
    field: "listing",
    spec: {
      itemType: "node__equipment",
      explicitField: "field_equipment",
      category: { source: "field_equipment_category", item: "field_equipment_category" },
      order: "title",
    },
  },
  paragraph__equipment_categories: {
    field: "listing",
    spec: { itemType: "node__equipment_category", explicitField: "field_equipment_categories", order: "weight" },
  },
}

interface NodeModel {
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<ContentNode> }>
}

type Resolve = (source: ContentNode, args: unknown, context: { nodeModel: NodeModel }) => Promise<ContentNode[]>

function listingResolver(spec: ListingSpec, exceptSelf = false): { type: string; resolve: Resolve } {
  return {
    type: `[${spec.itemType}]`,
    async resolve(source, _args, context) {
      // Querying by language registers the page's dependency on the item type, so a changed item rebuilds it.
      const { entries } = await context.nodeModel.findAll({ type: spec.itemType, query: { filter: { langcode: { eq: source.langcode } } } })
      const items = selectListing(source, [...entries], spec)
      return exceptSelf ? items.filter((item) => item.id !== source.id) : items
    },
  }
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  const resolvers: Record<string, Record<string, ReturnType<typeof listingResolver>>> = {}
  for (const [type, { field, spec }] of Object.entries(LISTINGS)) resolvers[type] = { [field]: listingResolver(spec) }
  // The people of a category, and a person's colleagues: the others of the same category.
  resolvers.taxonomy_term__people_category = {
    people: listingResolver({ itemType: "node__people", category: { source: "self", item: "field_people_category" }, order: "title" }),
  }
  resolvers.node__people = {
    colleagues: listingResolver(
      {
        itemType: "node__people",
        category: { source: "field_people_category", item: "field_people_category", required: true },
        order: "title",
      },
      true,
    ),
  }
  create(resolvers)
}
