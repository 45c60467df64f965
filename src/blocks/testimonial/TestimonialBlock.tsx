import { graphql } from "gatsby"
import { Image } from "../../components/ui/Image"
import { RichText } from "../../components/ui/RichText"
import { showsDots } from "../../domain/carousel"
import type { QuoteView, TestimonialBlockView } from "../../drupal/mappers/blocks/testimonial"
import { BlockSection } from "../shared/BlockSection"
import { Carousel } from "../shared/carousel/Carousel"
import { classNames } from "../shared/class-names"
import { useBlockText } from "../shared/use-block-text"
import type { BlockProps } from "../types"
import "./testimonial.css"

export const fragment = graphql`
  fragment TestimonialBlock on paragraph__testimonial {
    relationships {
      field_items {
        id
        field_text {
          processed
        }
        field_author
        field_role
        relationships {
          field_image {
            ...MediaPortrait
          }
        }
      }
    }
  }
`

function Quote({ quote, border }: { quote: QuoteView; border: boolean }) {
  return (
    <figure className={classNames("quote", border && "quote--border")}>
      <blockquote className="quote__text">
        <RichText html={quote.html} />
      </blockquote>
      {(quote.author || quote.role) && (
        <figcaption className="quote__source">
          {quote.image && <Image image={{ ...quote.image, alt: "" }} className="quote__image" />}
          <span>
            {quote.author && <strong className="quote__author">{quote.author}</strong>}
            {quote.role && <span className="quote__role">{quote.role}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  )
}

/** Customer quotes, in a carousel when there are more than fit. */
export function TestimonialBlock({ view }: BlockProps<TestimonialBlockView>) {
  const { base } = view
  const text = useBlockText(base.strings)
  return (
    <BlockSection type="testimonial" base={base}>
      <Carousel
        label={base.title ?? text("carousel")}
        kind="items"
        layoutType={base.layoutType}
        dots={showsDots(base.layout)}
        slides={view.quotes.map((quote) => ({ id: quote.id, content: <Quote quote={quote} border={base.border} /> }))}
      />
    </BlockSection>
  )
}
