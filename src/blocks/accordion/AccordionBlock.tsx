import { graphql } from "gatsby"
import type { AccordionBlockView } from "../../drupal/mappers/blocks/accordion"
import { Accordion } from "../shared/Accordion"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment AccordionBlock on paragraph__accordion {
    relationships {
      field_items {
        ...AccordionItem
      }
    }
  }
`

export function AccordionBlock({ view }: BlockProps<AccordionBlockView>) {
  const text = useBlockText(view.base.strings)
  return (
    <BlockSection type="accordion" base={view.base}>
      <Accordion
        id={view.panelGroupId}
        items={view.items}
        expandable={view.base.expandItems}
        headingLevel={itemHeadingLevel(view.base)}
        text={text}
      />
    </BlockSection>
  )
}
