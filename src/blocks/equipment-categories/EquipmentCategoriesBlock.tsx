import { graphql } from "gatsby"
import type { NodeCardsBlockView } from "../../drupal/mappers/blocks/node-cards"
import { NodeCardsBlock } from "../shared/NodeCardsBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment EquipmentCategoriesBlock on paragraph__equipment_categories {
    listing {
      ...EquipmentCategoryCard
    }
  }
`

/** Cards linking to the chosen equipment categories, or all of them in their order. */
export function EquipmentCategoriesBlock({ view, locale }: BlockProps<NodeCardsBlockView>) {
  return <NodeCardsBlock type="equipment-categories" view={view} locale={locale} />
}
