import type { NodeCardsBlockView } from "../../drupal/mappers/blocks/node-cards"
import { BlockSection, itemHeadingLevel } from "./BlockSection"
import { CardList } from "./CardList"
import { useBlockText } from "./use-block-text"
import { useListingParams } from "./use-listing-params"

interface NodeCardsBlockProps {
  type: string
  view: NodeCardsBlockView
  locale: string
  /** The image ratio when the editor set none (portraits are square). */
  defaultAspectRatio?: string
  /** A title when the editor left it empty. */
  fallbackTitle?: string
}

/** Cards of node pages (people, equipment, categories, articles) as a card list. */
export function NodeCardsBlock({ type, view, locale, defaultAspectRatio, fallbackTitle }: NodeCardsBlockProps) {
  const { base } = view
  const text = useBlockText(base.strings)
  const params = useListingParams()
  return (
    <BlockSection type={type} base={base} fallbackTitle={fallbackTitle}>
      <CardList
        cards={view.cards}
        locale={locale}
        limit={base.limit}
        pagination={base.pagination}
        columns={base.layoutType}
        listId={`${type}-${base.id}`}
        params={params}
        text={text}
        headingLevel={itemHeadingLevel(base, fallbackTitle)}
        aspectRatio={base.aspectRatio ?? defaultAspectRatio}
        hoverTitles={base.hoverTitles}
        hoverButtons={base.hoverButtons}
        border={base.border}
      />
    </BlockSection>
  )
}
