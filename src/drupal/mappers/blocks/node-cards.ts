import {
  mapArticleCards,
  mapEquipmentCards,
  mapPersonCards,
  type ArticleCardData,
  type CardView,
  type EquipmentCardData,
  type PersonCardData,
} from "../card"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"

/** Blocks whose cards stand for node pages: people, equipment, equipment categories, related articles. */
export interface NodeCardsBlockView {
  base: BlockBaseView
  cards: CardView[]
}

function view(data: BlockBaseData, cards: CardView[]): NodeCardsBlockView | null {
  return cards.length ? { base: mapBlockBase(data), cards } : null
}

export interface PeopleBlockData extends BlockBaseData {
  readonly listing: ReadonlyArray<PersonCardData | null> | null
}

export function mapPeopleBlock(data: PeopleBlockData): NodeCardsBlockView | null {
  return view(data, mapPersonCards(data.listing))
}

export interface EquipmentBlockData extends BlockBaseData {
  readonly listing: ReadonlyArray<EquipmentCardData | null> | null
}

/** The equipment block and the equipment categories block. */
export function mapEquipmentBlock(data: EquipmentBlockData): NodeCardsBlockView | null {
  return view(data, mapEquipmentCards(data.listing))
}

export interface RelatedArticlesBlockData extends BlockBaseData {
  readonly relationships: { readonly field_articles: ReadonlyArray<ArticleCardData | Record<string, never> | null> | null } | null
}

export function mapRelatedArticlesBlock(data: RelatedArticlesBlockData): NodeCardsBlockView | null {
  return view(data, mapArticleCards(data.relationships?.field_articles))
}
