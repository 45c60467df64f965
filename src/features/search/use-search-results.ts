import { useEffect, useState } from "react"
import type { SearchResultView } from "../../drupal/mappers/search-results"
import type { SearchQuery } from "../../domain/search/query"
import { fetchSearchResults } from "./api"

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: SearchQuery }
  | { status: "done"; query: SearchQuery; total: number; results: SearchResultView[] }
  | { status: "failed"; query: SearchQuery }

/**
 * The results of a query, fetched whenever it changes; null asks for nothing. A newer query
 * cancels the call of the one before, so a slow answer never replaces a newer one. Failures are
 * logged (spec: forms section 8) and shown as a message.
 */
export function useSearchResults(locale: string, query: SearchQuery | null, brandName: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" })
  const keyword = query?.keyword
  const page = query?.page

  useEffect(() => {
    if (keyword === undefined || page === undefined) {
      setState({ status: "idle" })
      return
    }
    const current = { keyword, page }
    const controller = new AbortController()
    setState({ status: "loading", query: current })
    fetchSearchResults(locale, current, brandName, controller.signal).then(
      ({ total, results }) => setState({ status: "done", query: current, total, results }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error("Site search failed:", error)
        setState({ status: "failed", query: current })
      },
    )
    return () => controller.abort()
  }, [locale, keyword, page, brandName])

  return state
}
