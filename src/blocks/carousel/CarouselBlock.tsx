import { graphql } from "gatsby"
import { showsDots } from "../../domain/carousel"
import type { CardsBlockView } from "../../drupal/mappers/blocks/cards"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { Card } from "../shared/Card"
import { Carousel } from "../shared/carousel/Carousel"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment CarouselBlock on paragraph__carousel {
    relationships {
      field_cards {
        ...CardItem
      }
    }
  }
`

/** The cards a carousel shows: limit, when set, keeps the first cards. */
export function carouselCards(view: CardsBlockView): CardsBlockView["cards"] {
  return view.base.limit ? view.cards.slice(0, view.base.limit) : view.cards
}

/** Cards in a carousel (a plain list below 767px). */
export function CarouselBlock({ view, locale }: BlockProps<CardsBlockView>) {
  const { base } = view
  const cards = carouselCards(view)
  const headingLevel = itemHeadingLevel(base)
  const text = useBlockText(base.strings)
  return (
    <BlockSection type="carousel" base={base}>
      <Carousel
        label={base.title ?? text("carousel")}
        kind="cards"
        layoutType={base.layoutType}
        dots={showsDots(base.layout)}
        slides={cards.map((card) => ({
          id: card.id,
          content: (
            <Card
              card={card}
              locale={locale}
              headingLevel={headingLevel}
              aspectRatio={base.aspectRatio}
              hoverTitles={base.hoverTitles}
              hoverButtons={base.hoverButtons}
              border={base.border}
            />
          ),
        }))}
      />
    </BlockSection>
  )
}
