import { Link } from "gatsby"
import { useText } from "../../i18n/use-text"
import { SEARCH_PAGINATION } from "../../config/search"
import { pageWindow } from "../../domain/pagination"
import { searchHref } from "../../domain/search/query"

interface SearchPaginationProps {
  path: string
  keyword: string
  current: number
  pages: number
  onNavigate(): void
}

/** Page links of the results: the first 3 pages, the current one with its neighbours, and the last 3. */
export function SearchPagination({ path, keyword, current, pages, onNavigate }: SearchPaginationProps) {
  const t = useText("search")
  if (pages <= 1) return null
  const to = (page: number) => `${path}${searchHref({ keyword, page })}`
  return (
    <nav className="pagination" aria-label={t("pagination")}>
      <ul className="pagination__list">
        {current > 1 && (
          <li>
            <Link className="pagination__step" to={to(current - 1)} rel="prev" onClick={onNavigate}>
              <span aria-hidden="true">‹ </span>
              {t("previous_page")}
            </Link>
          </li>
        )}
        {pageWindow(current, pages, SEARCH_PAGINATION).map((link, index) =>
          link.kind === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                className="pagination__page"
                to={to(link.page)}
                aria-current={link.page === current ? "page" : undefined}
                aria-label={t("page", { page: link.page })}
                onClick={onNavigate}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link className="pagination__step" to={to(current + 1)} rel="next" onClick={onNavigate}>
              {t("next_page")}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
