import { graphql } from "gatsby"
import { jsonForScript } from "../../domain/faq-structured-data"
import type { FaqBlockView } from "../../drupal/mappers/blocks/faq"
import { Accordion } from "../shared/Accordion"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment FaqBlock on paragraph__faq {
    relationships {
      field_items {
        ...AccordionItem
      }
    }
  }
`

/** Questions and answers, also described to search engines as FAQPage structured data. */
export function FaqBlock({ view }: BlockProps<FaqBlockView>) {
  const text = useBlockText(view.base.strings)
  return (
    <BlockSection type="faq" base={view.base}>
      <Accordion
        id={view.panelGroupId}
        items={view.items}
        expandable={view.base.expandItems}
        headingLevel={itemHeadingLevel(view.base)}
        text={text}
      />
      {view.structuredData && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(view.structuredData) }} />
      )}
    </BlockSection>
  )
}
