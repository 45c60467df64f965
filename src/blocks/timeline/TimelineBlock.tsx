import { graphql } from "gatsby"
import { Image } from "../../components/ui/Image"
import { RichText } from "../../components/ui/RichText"
import type { TimelineBlockView } from "../../drupal/mappers/blocks/timeline"
import { BlockSection, itemHeadingLevel } from "../shared/BlockSection"
import { classNames } from "../shared/class-names"
import type { BlockProps } from "../types"
import "./timeline.css"

export const fragment = graphql`
  fragment TimelineBlock on paragraph__timeline {
    relationships {
      field_items {
        id
        field_title
        field_label
        field_text {
          processed
        }
        field_background
        relationships {
          field_image {
            ...MediaCard
          }
        }
      }
    }
  }
`

/** Moments in time, in order, each with its label (a year), title, text, image and background colour. */
export function TimelineBlock({ view }: BlockProps<TimelineBlockView>) {
  const Heading = itemHeadingLevel(view.base)
  return (
    <BlockSection type="timeline" base={view.base}>
      <ol className="timeline">
        {view.items.map((item) => (
          <li key={item.id} className={classNames("timeline__item", item.background && `timeline__item--${item.background}`)}>
            <div className="timeline__content">
              {item.label && <p className="timeline__label">{item.label}</p>}
              <Heading className="timeline__title">{item.title}</Heading>
              <RichText html={item.html} />
            </div>
            {item.image && <Image image={item.image} className="timeline__image" />}
          </li>
        ))}
      </ol>
    </BlockSection>
  )
}
