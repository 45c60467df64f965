import { navigate } from "gatsby"
import { useEffect, useMemo, useRef, useState } from "react"
import { useText } from "../../i18n/use-text"
import { SEARCH_PAGE_SIZE } from "../../config/search"
import { pageCount } from "../../domain/cards"
import { isValidKeyword } from "../../domain/search/keyword"
import { readSearchQuery, searchHref, type SearchQuery } from "../../domain/search/query"
import { SearchForm } from "./SearchForm"
import { SearchPagination } from "./SearchPagination"
import { SearchResults } from "./SearchResults"
import { useSearchResults } from "./use-search-results"
import "./search.css"

interface SiteSearchProps {
  locale: string
  /** The search page's path, e.g. /nl/zoeken/. */
  path: string
  /** The query string of the current URL (?keyword=...&page=...). */
  locationSearch: string
  brandName: string
}

/**
 * The site search (spec: forms sections 2 and 4): the URL's keyword and page are the state, so a
 * shared link shows the same results. The static HTML holds the empty form; the URL is read once
 * the page is live.
 */
export function SiteSearch({ locale, path, locationSearch, brandName }: SiteSearchProps) {
  const t = useText("search")
  const [query, setQuery] = useState<SearchQuery>({ keyword: "", page: 1 })
  useEffect(() => setQuery(readSearchQuery(locationSearch)), [locationSearch])

  const searchable = isValidKeyword(query.keyword)
  const asked = useMemo(() => (searchable ? query : null), [searchable, query])
  const state = useSearchResults(locale, asked, brandName)

  // After the visitor searches or turns a page, focus goes to the outcome, so it is read out.
  const focusOutcome = useRef(false)
  const outcomeRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state.status !== "done" && state.status !== "failed") return
    if (state.status === "done" && focusOutcome.current) outcomeRef.current?.focus()
    focusOutcome.current = false
  }, [state])

  // A page past the last one (an old link, fewer results now) shows the last page instead.
  const pages = state.status === "done" ? pageCount(state.total, SEARCH_PAGE_SIZE) : 0
  useEffect(() => {
    if (state.status === "done" && state.total > 0 && state.query.page > pages) {
      void navigate(`${path}${searchHref({ keyword: state.query.keyword, page: pages })}`, { replace: true })
    }
  }, [state, pages, path])

  const search = (keyword: string) => {
    focusOutcome.current = true
    void navigate(`${path}${searchHref({ keyword, page: 1 })}`)
  }

  return (
    <section className="container site-search">
      <SearchForm keyword={query.keyword} action={path} onSearch={search} />
      <div className="site-search__status" role="status">
        {state.status === "loading" && t("searching")}
      </div>
      {state.status === "failed" && (
        <p className="site-search__failed" role="alert">
          {t("failed")}
        </p>
      )}
      {state.status === "done" && state.total === 0 && (
        <>
          <h2 className="site-search__outcome" ref={outcomeRef} tabIndex={-1}>
            {t("no_results", { keyword: state.query.keyword })}
          </h2>
          <p>{t("no_results_hint")}</p>
        </>
      )}
      {state.status === "done" && state.total > 0 && (
        <>
          <h2 className="site-search__outcome" ref={outcomeRef} tabIndex={-1}>
            {t("results_for", { keyword: state.query.keyword, total: state.total })}
          </h2>
          {pages > 1 && <p className="site-search__page">{t("page_of", { page: state.query.page, pages })}</p>}
          <SearchResults results={state.results} start={(state.query.page - 1) * SEARCH_PAGE_SIZE + 1} />
          <SearchPagination
            path={path}
            keyword={state.query.keyword}
            current={state.query.page}
            pages={pages}
            onNavigate={() => (focusOutcome.current = true)}
          />
        </>
      )}
    </section>
  )
}
