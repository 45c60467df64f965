import { mapPersonCards, type CardView, type PersonCardData } from "../card"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"

export interface PeopleCategoryData {
  readonly id: string
  readonly name: string | null
  /** The people of the category, in the page's language (listing resolver). */
  readonly people: ReadonlyArray<PersonCardData | null> | null
}

export interface PeopleCategoriesBlockData extends BlockBaseData {
  readonly listing: ReadonlyArray<PeopleCategoryData | null> | null
}

export interface PeopleCategoryView {
  id: string
  name: string
  people: CardView[]
}

export interface PeopleCategoriesBlockView {
  base: BlockBaseView
  categories: PeopleCategoryView[]
}

/** The people categories (chosen, or all by weight), each with its people; empty categories are left out. */
export function mapPeopleCategoriesBlock(data: PeopleCategoriesBlockData): PeopleCategoriesBlockView | null {
  const categories = (data.listing ?? []).flatMap((category) => {
    const people = mapPersonCards(category?.people)
    return category?.name && people.length ? [{ id: category.id, name: category.name, people }] : []
  })
  return categories.length ? { base: mapBlockBase(data), categories } : null
}
