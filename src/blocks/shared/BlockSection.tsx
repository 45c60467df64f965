import type { ReactNode } from "react"
import { splitTitleAccent } from "../../domain/title-accent"
import type { BlockBaseView } from "../../drupal/mappers/component"
import { classNames } from "./class-names"
import { SiteLink } from "./SiteLink"
import "./block.css"

export function blockTitleId(blockId: string): string {
  return `block-${blockId}-title`
}

interface BlockTitleProps {
  id?: string
  title: string
  accent: string | null
}

/** A block title with its accent (title_accent) highlighted. */
export function BlockTitle({ id, title, accent }: BlockTitleProps) {
  return (
    <h2 id={id} className="block__title">
      {splitTitleAccent(title, accent).map((part, index) =>
        part.accent ? (
          <em key={index} className="block__accent">
            {part.text}
          </em>
        ) : (
          part.text
        ),
      )}
    </h2>
  )
}

interface BlockSectionProps {
  /** The component type, for the block's class: block--{type}. */
  type: string
  base: BlockBaseView
  /** A title when the editor left it empty (e.g. "Related articles" on an article page). */
  fallbackTitle?: string
  className?: string
  children: ReactNode
}

/**
 * The frame every block shares: border, narrow width and layout variant, the title with its
 * accent and badge, then the block's content and its action and contact links.
 */
export function BlockSection({ type, base, fallbackTitle, className, children }: BlockSectionProps) {
  const title = base.title ?? fallbackTitle ?? null
  const titleId = blockTitleId(base.id)
  return (
    <section
      className={classNames(
        "block",
        `block--${type}`,
        base.border && "block--border",
        base.layout !== null && `block--layout-${base.layout}`,
        className,
      )}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={classNames("container", base.limited && "container--limited")}>
        {(title || base.badge) && (
          <header className="block__header">
            {title && <BlockTitle id={titleId} title={title} accent={base.titleAccent} />}
            {base.badge && <p className="block__badge">{base.badge}</p>}
          </header>
        )}
        {children}
        {(base.action || base.contactLink) && (
          <p className="block__actions">
            {base.action && <SiteLink link={base.action} className={base.fakeButton ? "button" : "block__action"} />}
            {base.contactLink && <SiteLink link={base.contactLink} className="block__action" />}
          </p>
        )}
      </div>
    </section>
  )
}

/** Card and item titles sit one level below the block title, or take its place when there is none. */
export function itemHeadingLevel(base: BlockBaseView, fallbackTitle?: string): "h2" | "h3" {
  return base.title || fallbackTitle ? "h3" : "h2"
}
