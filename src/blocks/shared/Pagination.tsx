import { paginationWindow } from "../../domain/cards"
import { listingHref, type ListingParams } from "../../domain/query-params"
import type { BlockText } from "./use-block-text"

interface PaginationProps {
  current: number
  pages: number
  /** The other parameters the page links keep (category, sort). */
  params: Omit<ListingParams, "page">
  /** The list's id: page links land on the list, not the top of the page. */
  anchor: string
  text: BlockText
}

/**
 * Page links (?page=n). They are plain links: the page reloads with the parameter, as the spec
 * asks, and the static HTML of every page already holds the first page.
 */
export function Pagination({ current, pages, params, anchor, text }: PaginationProps) {
  if (pages <= 1) return null
  const href = (page: number) => listingHref({ ...params, page }, anchor)
  return (
    <nav className="pagination" aria-label={text("pagination")}>
      <ul className="pagination__list">
        {current > 1 && (
          <li>
            <a className="pagination__step" href={href(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {text("previous_page")}
            </a>
          </li>
        )}
        {paginationWindow(current, pages).map((link, index) =>
          link.kind === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className="pagination__page"
                href={href(link.page)}
                aria-current={link.page === current ? "page" : undefined}
                aria-label={text("page", { page: link.page })}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <a className="pagination__step" href={href(current + 1)} rel="next">
              {text("next_page")}
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
