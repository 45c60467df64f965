import { useEffect, useState } from "react"
import { readListingParams, type ListingParams } from "../../domain/query-params"

const NONE: ListingParams = { page: null, category: null, sort: null }

/**
 * The listing parameters of the current URL. The static HTML is built without a query, so the
 * first render (hydration) uses none and the URL's are read once the page is live.
 */
export function useListingParams(): ListingParams {
  const [params, setParams] = useState<ListingParams>(NONE)
  useEffect(() => {
    setParams(readListingParams(window.location.search))
  }, [])
  return params
}
