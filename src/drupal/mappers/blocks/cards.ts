import { mapCardItems, type CardItemData, type CardView } from "../card"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"

/** The card and carousel blocks: cards written in the paragraph. */
export interface CardsBlockData extends BlockBaseData {
  readonly relationships: { readonly field_cards: ReadonlyArray<CardItemData | null> | null } | null
}

export interface CardsBlockView {
  base: BlockBaseView
  cards: CardView[]
}

export function mapCardsBlock(data: CardsBlockData): CardsBlockView | null {
  const base = mapBlockBase(data)
  const cards = mapCardItems(data.relationships?.field_cards)
  return cards.length ? { base, cards } : null
}
