import { graphql } from "gatsby"
import type { NodeCardsBlockView } from "../../drupal/mappers/blocks/node-cards"
import { NodeCardsBlock } from "../shared/NodeCardsBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment EquipmentBlock on paragraph__equipment {
    listing {
      ...EquipmentCard
    }
  }
`

/** The chosen equipment, or all of the block's category (or all), as cards. */
export function EquipmentBlock({ view, locale }: BlockProps<NodeCardsBlockView>) {
  return <NodeCardsBlock type="equipment" view={view} locale={locale} />
}
