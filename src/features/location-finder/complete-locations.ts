import { useEffect, useState } from "react"
import { finderListPath } from "../../config/finder-list-path"
import type { LocationView } from "../../drupal/mappers/location"

/** Fetches the finder's complete list of locations. */
export type LoadLocations = () => Promise<readonly LocationView[]>

/** The list the build wrote for the language (plugins/location-fields/complete-lists.ts). */
export function fetchCompleteLocations(langcode: string): LoadLocations {
  return async () => {
    const response = await fetch(finderListPath(langcode))
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as LocationView[]
  }
}

/**
 * "loading": only the start's locations (the page's data) are there; "complete": every location;
 * "failed": the complete list could not be fetched, and the start's locations are all there is.
 */
export type ListStatus = "loading" | "complete" | "failed"

/**
 * The finder's locations: the start's, from the page's data, until the complete list arrives. It
 * is asked for once, when the finder starts in the browser.
 */
export function useCompleteLocations(
  startLocations: readonly LocationView[],
  load: LoadLocations,
): { locations: readonly LocationView[]; status: ListStatus } {
  const [list, setList] = useState<{ locations: readonly LocationView[]; status: ListStatus }>({
    locations: startLocations,
    status: "loading",
  })
  useEffect(() => {
    // A finder gone by the time the list arrives sets nothing that matters (React 18 ignores it).
    load()
      .then((locations) => setList({ locations, status: "complete" }))
      .catch((error: unknown) => {
        console.error(error)
        setList({ locations: startLocations, status: "failed" })
      })
    // Once: a new page brings a new finder.
  }, [])
  return list
}
