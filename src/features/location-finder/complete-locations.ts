import { useEffect, useState } from "react"
import { finderListPath } from "../../config/location-finder"
import type { LocationView } from "../../drupal/mappers/location"

/** Fetches the finder's complete list of locations. */
export type LoadLocations = () => Promise<readonly LocationView[]>

/** The list the build wrote for the language (plugins/location-fields/complete-lists.ts). */
export function fetchCompleteLocations(langcode: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): LoadLocations {
  return async () => {
    const response = await fetchImpl(finderListPath(langcode), { headers: { Accept: "application/json" } })
    if (!response.ok) throw new Error(`The finder's locations answered ${response.status}`)
    const list: unknown = await response.json()
    if (!Array.isArray(list)) throw new Error("The finder's locations are not a list")
    return list as LocationView[]
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
    let current = true
    load()
      .then((locations) => {
        if (current) setList({ locations, status: "complete" })
      })
      .catch((error: unknown) => {
        console.error("The finder's complete list of locations could not be loaded.", error)
        if (current) setList({ locations: startLocations, status: "failed" })
      })
    return () => {
      current = false
    }
    // Once: a new page brings a new finder.
  }, [])
  return list
}
