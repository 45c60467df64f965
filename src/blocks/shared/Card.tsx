import type { CSSProperties } from "react"
import { FormattedDate } from "../../components/ui/FormattedDate"
import { Image } from "../../components/ui/Image"
import { RichText } from "../../components/ui/RichText"
import { hasLongHoverTitle } from "../../domain/cards"
import type { CardView } from "../../drupal/mappers/card"
import { CardTitle } from "./CardTitle"
import { classNames } from "./class-names"
import { SiteLink } from "./SiteLink"
import "./card.css"

export interface CardDisplay {
  /** The title's heading level: one below the block's title. */
  headingLevel: "h2" | "h3" | "h4"
  /** CSS aspect ratio of the image. */
  aspectRatio?: string | null
  /** Titles over the image, shown on hover and focus. */
  hoverTitles?: boolean
  /** Buttons shown on hover and focus. */
  hoverButtons?: boolean
  border?: boolean
}

interface CardProps extends CardDisplay {
  card: CardView
  locale: string
}

/**
 * The spec's Card. The title is the card's link (the whole card is clickable); the buttons stay
 * separate links above it.
 */
export function Card({
  card,
  locale,
  headingLevel: Heading,
  aspectRatio,
  hoverTitles = false,
  hoverButtons = false,
  border = false,
}: CardProps) {
  const overlayTitle = hoverTitles && card.image !== null
  const style = aspectRatio ? ({ "--card-ratio": aspectRatio } as CSSProperties) : undefined
  return (
    <article
      className={classNames(
        "card",
        card.horizontal && "card--horizontal",
        border && "card--border",
        overlayTitle && "card--hover-title",
        overlayTitle && hasLongHoverTitle(card.title, hoverTitles) && "card--long-hover",
        hoverButtons && card.buttons.length > 0 && "card--hover-buttons",
        card.link && "card--linked",
      )}
      style={style}
    >
      <div className="card__body">
        {card.category && <p className="card__category">{card.category.name}</p>}
        <Heading className="card__title">
          {card.link ? (
            <SiteLink link={card.link} className="card__link">
              <CardTitle title={card.title} />
            </SiteLink>
          ) : (
            <CardTitle title={card.title} />
          )}
        </Heading>
        {card.postedDateTime && (
          <p className="card__posted">
            <FormattedDate date={card.postedDateTime} locale={locale} />
          </p>
        )}
        {card.clippedDescription ? (
          <p className="card__description">{card.clippedDescription}</p>
        ) : (
          <RichText html={card.descriptionHtml} className="card__description" />
        )}
        {card.caption && <p className="card__caption">{card.caption}</p>}
        {card.buttons.length > 0 && (
          <ul className="card__buttons">
            {card.buttons.map((button, index) => (
              <li key={`${button.url}-${index}`}>
                <SiteLink link={button} className={index === 0 ? "button button--small" : "button button--small button--secondary"}>
                  {button.label}
                  {/* Which card a "Read more" belongs to, for screen readers and link lists (WCAG 2.4.4). */}
                  <span className="visually-hidden">
                    : <CardTitle title={card.title} />
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {card.image && (
        <div className="card__media">
          <Image image={card.image} />
        </div>
      )}
    </article>
  )
}
