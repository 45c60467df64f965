import { graphql } from "gatsby"
import { BLOCK_REGISTRY, blockTypeOf } from "./registry"

export const fragment = graphql`
  fragment Blocks on DrupalComponent {
    __typename
    id
    ...BlockBase
    ...TextBlock
    ...AccordionBlock
    ...FaqBlock
    ...CardBlock
    ...ProcessBlock
    ...CarouselBlock
    ...TestimonialBlock
    ...TimelineBlock
    ...BannerBlock
    ...KnowledgeBlock
    ...NewsBlock
    ...PeopleBlock
    ...PeopleCategoriesBlock
    ...EquipmentBlock
    ...EquipmentCategoriesBlock
    ...RelatedArticlesBlock
    ...LocationBlock
    ...LocationsBlock
  }
`

interface BlocksProps {
  blocks: ReadonlyArray<{ readonly __typename: string; readonly id: string } | null> | null | undefined
  locale: string
}

/**
 * Renders a page's paragraphs in order, each with the block registered for its type. Each block is
 * an island (src/islands/island.tsx): its code is a chunk of its own that the browser loads only
 * when the block needs it.
 */
export function Blocks({ blocks, locale }: BlocksProps) {
  if (!blocks?.length) return null
  const seen = new Map<string, number>()
  return (
    <>
      {blocks.map((block) => {
        if (!block) return null
        const type = blockTypeOf(block.__typename)
        const occurrence = seen.get(type) ?? 0
        seen.set(type, occurrence + 1)
        const Island = BLOCK_REGISTRY[type]
        if (!Island) return process.env.NODE_ENV === "development" ? <UnknownBlock key={block.id} type={type} /> : null
        return <Island key={block.id} data={block} locale={locale} occurrence={occurrence} />
      })}
    </>
  )
}

function UnknownBlock({ type }: { type: string }) {
  return (
    <p className="container notice" role="note">
      No block is registered for the component type <code>{type}</code>.
    </p>
  )
}
