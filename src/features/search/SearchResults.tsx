import { Link } from "gatsby"
import type { SearchResultView } from "../../drupal/mappers/search-results"

/** One page of results: each a linked title and its description. */
export function SearchResults({ results, start }: { results: readonly SearchResultView[]; start: number }) {
  return (
    <ol className="search-results" start={start}>
      {results.map((result) => (
        <li key={result.id} className="search-result">
          <h3 className="search-result__title">
            <Link to={result.url}>{result.title}</Link>
          </h3>
          {result.description && <p className="search-result__description">{result.description}</p>}
        </li>
      ))}
    </ol>
  )
}
