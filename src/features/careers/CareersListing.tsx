import { useEffect, useId, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import {
  filterCards,
  filtersQuery,
  hasFilters,
  NO_FILTERS,
  readFilters,
  toggleSort,
  toggleValue,
  visibleCardCount,
  type CareersCard,
  type CareersFilters,
  type FilterGroup,
} from "../../domain/careers/listing"
import { FilterSidebar } from "./FilterSidebar"
import { VacancyCard } from "./VacancyCard"
import "./careers.css"

interface CareersListingProps {
  cards: readonly CareersCard[]
  locale: string
}

/** Writes the filters into the address bar, so the page can be shared or reloaded as it is. */
function followInUrl(filters: CareersFilters): void {
  const url = `${window.location.pathname}${filtersQuery(filters)}${window.location.hash}`
  window.history.replaceState(window.history.state, "", url)
}

/**
 * The careers listing: a filter sidebar and the vacancy cards, newest first, ten at a time. The
 * static HTML holds the first ten unfiltered; the URL's filters apply once the page is live, and
 * every change is written back to the URL.
 */
export function CareersListing({ cards, locale }: CareersListingProps) {
  const { t } = useTranslation("careers")
  const [filters, setFilters] = useState<CareersFilters>(NO_FILTERS)
  const [loads, setLoads] = useState(0)
  const listId = `${useId().replace(/:/g, "")}-vacancies`
  const firstNewCard = useRef<HTMLLIElement>(null)
  const focusPending = useRef(false)
  const titleInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    setFilters(readFilters(window.location.search, cards))
  }, [cards])

  useEffect(() => {
    // After "load more", continue where the new cards start.
    if (focusPending.current) firstNewCard.current?.focus()
    focusPending.current = false
  }, [loads])

  const results = useMemo(() => filterCards(cards, filters), [cards, filters])
  const shown = visibleCardCount(results.length, loads)
  const firstNewIndex = loads > 0 ? visibleCardCount(results.length, loads - 1) : -1

  const change = (next: CareersFilters) => {
    setFilters(next)
    setLoads(0)
    followInUrl(next)
  }
  const clear = () => {
    change({ ...NO_FILTERS, sort: filters.sort })
    titleInput.current?.focus()
  }

  if (!cards.length) {
    return (
      <section className="container careers careers--empty">
        <p className="careers__empty">{t("no_vacancies")}</p>
      </section>
    )
  }

  return (
    <section className="container careers" aria-labelledby={`${listId}-heading`}>
      <h2 id={`${listId}-heading`} className="visually-hidden">
        {t("vacancies")}
      </h2>
      <FilterSidebar
        cards={cards}
        filters={filters}
        locale={locale}
        titleInput={titleInput}
        onTitle={(title) => change({ ...filters, title })}
        onToggle={(group: FilterGroup, value: string) => change({ ...filters, selected: toggleValue(filters.selected, group, value) })}
        onClear={hasFilters(filters) ? clear : null}
      />
      <div className="careers__results">
        <div className="careers__toolbar">
          <p className="careers__count" role="status">
            {t("results_count", { count: results.length })}
          </p>
          {results.length > 1 && (
            <button
              type="button"
              className="careers__sort"
              onClick={() => change({ ...filters, sort: toggleSort(filters.sort) })}
              aria-controls={listId}
            >
              {t("sort_by_date")}: {t(filters.sort === "desc" ? "newest_first" : "oldest_first")}
              <span aria-hidden="true" className="careers__sort-icon">
                {filters.sort === "desc" ? "↓" : "↑"}
              </span>
            </button>
          )}
        </div>
        {results.length ? (
          <ul className="careers__cards" id={listId}>
            {results.slice(0, shown).map((card, index) => (
              <li
                key={card.id}
                ref={index === firstNewIndex ? firstNewCard : undefined}
                tabIndex={index === firstNewIndex ? -1 : undefined}
              >
                <VacancyCard card={card} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="careers__empty" id={listId}>
            <p>{t("no_results")}</p>
            <button type="button" className="button button--secondary" onClick={clear}>
              {t("clear_filters")}
            </button>
          </div>
        )}
        {shown < results.length && (
          <div className="careers__more">
            <p className="careers__shown">{t("shown_of_total", { shown, total: results.length })}</p>
            <button
              type="button"
              className="button button--secondary"
              aria-controls={listId}
              onClick={() => {
                focusPending.current = true
                setLoads((count) => count + 1)
              }}
            >
              {t("load_more")}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
