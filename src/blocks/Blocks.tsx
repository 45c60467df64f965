import { graphql } from "gatsby"
import { BLOCK_REGISTRY, blockTypeOf } from "./registry"

export const fragment = graphql`
  fragment Blocks on DrupalComponent {
    __typename
    id
    ...TextBlock
  }
`

interface BlocksProps {
  blocks: ReadonlyArray<{ readonly __typename: string; readonly id: string } | null> | null | undefined
  locale: string
}

/** Renders a page's paragraphs in order, each with the block registered for its type. */
export function Blocks({ blocks, locale }: BlocksProps) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block) => {
        if (!block) return null
        const type = blockTypeOf(block.__typename)
        const Block = BLOCK_REGISTRY[type]
        if (!Block) return process.env.NODE_ENV === "development" ? <UnknownBlock key={block.id} type={type} /> : null
        return <Block key={block.id} data={block as never} locale={locale} />
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
