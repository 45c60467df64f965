import { useState } from "react"
import { DEFAULT_SORT, sortByPostedDate, type SortDirection } from "../../domain/listings"
import { listingHref } from "../../domain/query-params"
import type { ListingBlockView } from "../../drupal/mappers/blocks/listing"
import { BlockSection, itemHeadingLevel } from "./BlockSection"
import { CardList } from "./CardList"
import { useBlockText } from "./use-block-text"
import { useListingParams } from "./use-listing-params"
import "./listing.css"

interface ListingBlockProps {
  type: "knowledge" | "news"
  view: ListingBlockView
  locale: string
  /** Offer the category filter (?category={id}). */
  categoryFilter: boolean
}

/**
 * Articles sorted by posted date (newest first, or oldest first), limit at a time with page links
 * or "load more", optionally filtered by category. The static HTML holds the first page of all
 * articles; the URL's page, category and order apply once the page is live.
 */
export function ListingBlock({ type, view, locale, categoryFilter }: ListingBlockProps) {
  const { base } = view
  const text = useBlockText(base.strings)
  const params = useListingParams()
  const [chosenSort, setChosenSort] = useState<SortDirection | null>(null)
  const sort = chosenSort ?? params.sort ?? DEFAULT_SORT
  const filterable = categoryFilter && !view.fixedCategory && view.categories.length > 1
  const category = filterable ? (view.categories.find((candidate) => candidate.id === params.category)?.id ?? null) : null
  const entries = sortByPostedDate(view.entries, sort).filter((entry) => !category || entry.card.category?.id === category)
  const listId = `${type}-${base.id}`
  // A new order starts again at the first page, and page links keep it.
  const page = chosenSort ? null : params.page

  const changeSort = (direction: SortDirection) => {
    setChosenSort(direction)
    const query = listingHref({ page: null, category, sort: direction })
    window.history.replaceState(window.history.state, "", (query === "?" ? window.location.pathname : query) + window.location.hash)
  }

  return (
    <BlockSection type={type} base={base}>
      <div className="listing__tools">
        {filterable && (
          <nav className="listing__filter" aria-label={text("filter_by_category")}>
            <ul className="listing__categories">
              {[{ id: null, name: text("all_categories") }, ...view.categories].map((option) => (
                <li key={option.id ?? "all"}>
                  <a
                    className="listing__category"
                    href={listingHref({ page: null, category: option.id, sort }, listId)}
                    aria-current={option.id === category ? "true" : undefined}
                  >
                    {option.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {view.entries.allIds.length > 1 && (
          <p className="listing__sort">
            <label htmlFor={`${listId}-sort`}>{text("sort_order")}</label>
            <select id={`${listId}-sort`} value={sort} onChange={(event) => changeSort(event.target.value as SortDirection)}>
              <option value="desc">{text("newest_first")}</option>
              <option value="asc">{text("oldest_first")}</option>
            </select>
          </p>
        )}
      </div>
      {entries.length ? (
        <CardList
          cards={entries.map((entry) => entry.card)}
          locale={locale}
          limit={base.limit}
          pagination={base.pagination}
          columns={base.layoutType}
          listId={listId}
          params={{ page, category, sort }}
          text={text}
          headingLevel={itemHeadingLevel(base)}
          aspectRatio={base.aspectRatio}
          hoverTitles={base.hoverTitles}
          hoverButtons={base.hoverButtons}
          border={base.border}
        />
      ) : (
        <p className="listing__empty" id={listId}>
          {text("no_articles")}
        </p>
      )}
    </BlockSection>
  )
}
