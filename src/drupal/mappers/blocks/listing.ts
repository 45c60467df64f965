import { toCollection, type Collection, type ListingItem } from "../../../domain/listings"
import { mapArticleCard, type ArticleCardData, type CardView, type CategoryView } from "../card"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import type { BlockContext } from "./context"

/** The knowledge and news blocks: articles found by the listing resolver (src/gatsby-node/listings.ts). */
export interface ListingBlockData extends BlockBaseData {
  readonly listing: ReadonlyArray<ArticleCardData | null> | null
  readonly relationships: { readonly field_category: { readonly id: string } | null } | null
}

export interface ListingEntry extends ListingItem {
  card: CardView
}

export interface ListingBlockView {
  base: BlockBaseView
  /** The spec's listing: items keyed by id, sorted by postedDate when shown. */
  entries: Collection<ListingEntry>
  /** The categories the articles are in, for the filter. */
  categories: CategoryView[]
  /** The paragraph shows one category only, so there is nothing to filter. */
  fixedCategory: boolean
}

export function mapListingBlock(data: ListingBlockData, context: BlockContext): ListingBlockView {
  const entries: ListingEntry[] = (data.listing ?? []).flatMap((article) => {
    const card = article ? mapArticleCard(article) : null
    return card ? [{ id: card.id, postedDate: card.postedDateTime, card }] : []
  })
  const categories = new Map<string, CategoryView>()
  for (const { card } of entries) if (card.category) categories.set(card.category.id, card.category)
  return {
    base: mapBlockBase(data),
    entries: toCollection(entries),
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, context.locale)),
    fixedCategory: Boolean(data.relationships?.field_category),
  }
}
