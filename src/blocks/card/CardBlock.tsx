import { graphql } from "gatsby"
import type { CardsBlockView } from "../../drupal/mappers/blocks/cards"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { CardList } from "../shared/CardList"
import { useBlockText } from "../shared/use-block-text"
import { useListingParams } from "../shared/use-listing-params"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment CardBlock on paragraph__card {
    relationships {
      field_cards {
        ...CardItem
      }
    }
  }
`

/** A card list: limit cards at a time, with "load more" or page links (?page=). */
export function CardBlock({ view, locale }: BlockProps<CardsBlockView>) {
  const { base } = view
  const text = useBlockText(base.strings)
  const params = useListingParams()
  return (
    <BlockSection type="card" base={base}>
      <CardList
        cards={view.cards}
        locale={locale}
        limit={base.limit}
        pagination={base.pagination}
        columns={base.layoutType}
        listId={`cards-${base.id}`}
        params={params}
        text={text}
        headingLevel={itemHeadingLevel(base)}
        aspectRatio={base.aspectRatio}
        hoverTitles={base.hoverTitles}
        hoverButtons={base.hoverButtons}
        border={base.border}
      />
    </BlockSection>
  )
}
