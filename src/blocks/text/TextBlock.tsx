import { graphql } from "gatsby"
import { RichText } from "../../components/ui/RichText"
import type { TextBlockView } from "../../drupal/mappers/blocks/text"
import { BlockSection } from "../shared/BlockSection"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment TextBlock on paragraph__text {
    field_text {
      processed
    }
  }
`

export function TextBlock({ view }: BlockProps<TextBlockView>) {
  return (
    <BlockSection type="text" base={view.base}>
      <RichText html={view.html} />
    </BlockSection>
  )
}
