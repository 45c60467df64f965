import { graphql } from "gatsby"
import type { CSSProperties } from "react"
import { RichText } from "../../components/ui/RichText"
import type { ProcessBlockView } from "../../drupal/mappers/blocks/process"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"
import "./process.css"

export const fragment = graphql`
  fragment ProcessBlock on paragraph__process {
    relationships {
      field_items {
        id
        field_title
        field_text {
          processed
        }
      }
    }
  }
`

/** Numbered steps, layout_type of them side by side on wide screens. */
export function ProcessBlock({ view }: BlockProps<ProcessBlockView>) {
  const text = useBlockText(view.base.strings)
  const Heading = itemHeadingLevel(view.base)
  const style = { "--columns": view.base.layoutType ?? view.steps.length } as CSSProperties
  return (
    <BlockSection type="process" base={view.base}>
      <ol className="process block-grid" style={style}>
        {view.steps.map((step, index) => (
          <li key={step.id} className="process__step">
            <p className="process__number" aria-hidden="true">
              {index + 1}
            </p>
            <Heading className="process__title">
              <span className="visually-hidden">{text("step", { number: index + 1 })}: </span>
              {step.title}
            </Heading>
            <RichText html={step.html} />
          </li>
        ))}
      </ol>
    </BlockSection>
  )
}
