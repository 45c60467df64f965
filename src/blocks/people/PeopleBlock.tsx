import { graphql } from "gatsby"
import type { NodeCardsBlockView } from "../../drupal/mappers/blocks/node-cards"
import { NodeCardsBlock } from "../shared/NodeCardsBlock"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment PeopleBlock on paragraph__people {
    listing {
      ...PersonCard
    }
  }
`

/** The chosen people, or all of the block's category (or everyone), by name. */
export function PeopleBlock({ view, locale }: BlockProps<NodeCardsBlockView>) {
  return <NodeCardsBlock type="people" view={view} locale={locale} defaultAspectRatio="1 / 1" />
}
