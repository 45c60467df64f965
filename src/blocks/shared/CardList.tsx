import { useEffect, useRef, useState, type CSSProperties } from "react"
import { clampPage, loadMoreVisibleCount, pageCount, pageItems } from "../../domain/cards"
import type { ListingParams } from "../../domain/query-params"
import type { CardView } from "../../drupal/mappers/card"
import { Card, type CardDisplay } from "./Card"
import { Pagination } from "./Pagination"
import type { BlockText } from "./use-block-text"

/** Columns of a card list when the component's layout_type is empty. */
export const DEFAULT_COLUMNS = 3

interface CardListProps extends CardDisplay {
  cards: readonly CardView[]
  locale: string
  /** Cards per page or per "load more"; 0 shows all. */
  limit: number
  /** Pagination (?page=) instead of "load more". */
  pagination: boolean
  /** Columns on wide screens (the component's layout_type). */
  columns: number | null
  /** The list's element id, which page links point at. */
  listId: string
  /** The URL's listing parameters: its page, and what page links keep. */
  params: ListingParams
  text: BlockText
}

/** A grid of cards showing `limit` at a time, with "load more" or page links. */
export function CardList({ cards, locale, limit, pagination, columns, listId, params, text, ...display }: CardListProps) {
  const [loads, setLoads] = useState(0)
  const firstNewItem = useRef<HTMLLIElement>(null)
  const focusPending = useRef(false)
  const pages = pageCount(cards.length, limit)
  const page = clampPage(params.page, pages)
  const visible = pagination ? pageItems(cards, limit, page) : cards.slice(0, loadMoreVisibleCount(cards.length, limit, loads))
  const firstNewIndex = pagination ? -1 : loadMoreVisibleCount(cards.length, limit, loads - 1)

  useEffect(() => {
    // After "load more", continue where the new cards start.
    if (focusPending.current) firstNewItem.current?.focus()
    focusPending.current = false
  }, [loads])

  const style = { "--columns": columns ?? DEFAULT_COLUMNS } as CSSProperties
  return (
    <div className="card-list">
      <ul className="card-list__items block-grid" id={listId} style={style}>
        {visible.map((card, index) => (
          <li
            key={card.id}
            className="card-list__item"
            ref={index === firstNewIndex && loads > 0 ? firstNewItem : undefined}
            tabIndex={index === firstNewIndex && loads > 0 ? -1 : undefined}
          >
            <Card card={card} locale={locale} {...display} />
          </li>
        ))}
      </ul>
      {pagination ? (
        <Pagination current={page} pages={pages} params={params} anchor={listId} text={text} />
      ) : visible.length < cards.length || loads > 0 ? (
        <div className="card-list__more">
          <p className="card-list__status" role="status">
            {text("shown_of_total", { shown: visible.length, total: cards.length })}
          </p>
          {visible.length < cards.length && (
            <button
              type="button"
              className="button button--secondary"
              aria-controls={listId}
              onClick={() => {
                focusPending.current = true
                setLoads((count) => count + 1)
              }}
            >
              {text("load_more")}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
