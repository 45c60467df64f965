import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react"
import { getLocale } from "../../config/locales"
import { countryName } from "../../domain/postal-address"
import { finderQueryString, parseFinderQuery, type FinderQuery } from "../../domain/finder-query"
import {
  defaultCountryFor,
  distanceAroundPosition,
  fallbackQuery,
  planSearch,
  startPlan,
  type LocationCountry,
} from "../../domain/location-search"
import type { LocationView } from "../../drupal/mappers/location"
import { useCompleteLocations, type LoadLocations } from "./complete-locations"
import { distanceSelectEnabled, finderReducer, initialFinderState, isWarningVisible, outcomeOf, type AppliedSearch } from "./finder-state"
import { browserGeolocation, browserPermissions, requestPosition, watchGeolocationAccess, type GeolocationAccess } from "./geolocation"
import { localityFirst } from "./geocoding/locality-geocoder"
import { remoteGeocoder } from "./geocoding/remote-geocoder"
import type { Geocoder } from "../../domain/geocoding"

interface UseLocationFinderOptions {
  /** The start's locations, from the page's data (see initialFinderState). */
  startLocations: readonly LocationView[]
  /** Fetches every location; searches wait for it. */
  loadLocations: LoadLocations
  countries: readonly LocationCountry[]
  locale: string
  /** Injected by tests; the browser's own otherwise. */
  geocoder?: Geocoder
  geolocation?: Geolocation | null
  permissions?: Permissions | null
}

/**
 * The location finder's behaviour: the start (URL query, else the visitor's position when they
 * already allowed it, else the locale's country, else all), "Use my location", searches with
 * geocoding, the URL kept in step without reloading, and the map's selection. Rendering is the
 * component's business.
 */
export function useLocationFinder({
  startLocations,
  loadLocations,
  countries,
  locale,
  geocoder: injectedGeocoder,
  geolocation,
  permissions,
}: UseLocationFinderOptions) {
  const language = getLocale(locale).hreflang
  const { locations, status: listStatus } = useCompleteLocations(startLocations, loadLocations)
  const countryCodes = useMemo(() => countries.map((country) => country.code), [countries])
  const defaultCountry = useMemo(() => defaultCountryFor(locale, countries), [locale, countries])
  const [state, dispatch] = useReducer(finderReducer, defaultCountry, initialFinderState)
  const geocoder = useMemo(
    () => injectedGeocoder ?? localityFirst(locations, remoteGeocoder(), (code) => countryName(code, language)),
    [injectedGeocoder, locations, language],
  )
  const searches = useRef(0)
  const geolocationRef = useRef(state.geolocation)
  geolocationRef.current = state.geolocation

  const search = useCallback(
    (query: FinderQuery, source: AppliedSearch["source"]) => {
      const plan = planSearch(query, geolocationRef.current)
      const searchId = ++searches.current
      dispatch({ type: "searchPlanned", searchId, plan, query, source })
      if (plan.kind !== "city") return
      geocoder
        .forward({ city: plan.city, country: plan.country, language })
        .then((result) => {
          if (result) dispatch({ type: "cityGeocoded", searchId, position: result.position, place: result.place, countryCodes })
          else dispatch({ type: "cityNotFound", searchId })
        })
        .catch((error: unknown) => {
          // Spec: a geocoding failure is logged and gives no result.
          console.error("Forward geocoding failed.", error)
          dispatch({ type: "cityNotFound", searchId })
        })
    },
    [geocoder, language, countryCodes],
  )

  const browser = useMemo(() => (geolocation === undefined ? browserGeolocation() : geolocation), [geolocation])
  // Until the browser says otherwise (after hydration), "Use my location" is offered as the server rendered it.
  const [access, setAccess] = useState<GeolocationAccess>("prompt")
  const cancelled = useRef(false)
  useEffect(() => {
    cancelled.current = false
    return () => {
      cancelled.current = true
    }
  }, [])

  /**
   * Asks for the visitor's position and searches around it (searchId 0: the start; otherwise the
   * visitor's "Use my location"). A start without a position falls back to the default country; a
   * request of the visitor's keeps the list and says why.
   */
  const locate = useCallback(
    (searchId: number, distance: number) => {
      if (!browser) return
      dispatch({ type: "locating", searchId })
      void requestPosition(browser).then((outcome) => {
        if (cancelled.current) return
        if (outcome.kind !== "position") {
          if (searchId === 0) dispatch({ type: "fallbackStarted", query: fallbackQuery(defaultCountry) })
          else dispatch({ type: "locateFailed", searchId, reason: outcome.kind === "denied" ? "denied" : "unavailable" })
          return
        }
        dispatch({ type: "geolocated", searchId, position: outcome.position, distance })
        geocoder
          .reverse(outcome.position, { language })
          .then((place) => {
            if (place && !cancelled.current) dispatch({ type: "placeOfPosition", searchId, place, countryCodes })
          })
          .catch((error: unknown) => console.error("Reverse geocoding failed.", error))
      })
    },
    [browser, defaultCountry, geocoder, language, countryCodes],
  )

  // The start, once, in the browser. It never prompts: only a permission the visitor already gave is used.
  useEffect(() => {
    const query = parseFinderQuery(window.location.search, countryCodes)
    let started = false
    return watchGeolocationAccess(browser, permissions === undefined ? browserPermissions() : permissions, (next) => {
      setAccess(next)
      if (started) return
      started = true
      // The visitor searched before the browser answered: theirs is the start.
      if (searches.current > 0) return
      const plan = startPlan(query, { geolocationGranted: next === "granted", defaultCountry })
      if (plan.kind === "query") search(plan.query, "start")
      else if (plan.kind === "geolocation") locate(0, plan.distance)
      else dispatch({ type: "fallbackStarted", query: plan.query })
    })
    // The start runs once: a new page brings new locations, countries and locale.
  }, [])

  // The URL follows the search, without a reload or a history entry.
  useEffect(() => {
    if (!state.search) return
    const target = `${window.location.pathname}${finderQueryString(state.search.query)}${window.location.hash}`
    if (target !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, "", target)
    }
  }, [state.search])

  // A search waits for every location: until then the list stays the start's.
  const listLoading = listStatus === "loading"
  const outcome = useMemo(
    () => outcomeOf(listLoading ? null : state.search, locations, state.defaultCountry),
    [listLoading, state.search, locations, state.defaultCountry],
  )

  return {
    state,
    outcome,
    defaultCountry,
    /** Whether the complete list is still loading, or failed to (the start's locations are then all there is). */
    listStatus,
    warningVisible: !listLoading && isWarningVisible(state, outcome),
    distanceEnabled: distanceSelectEnabled(state),
    setForm: (patch: Partial<FinderQuery>) => dispatch({ type: "formChanged", patch }),
    submit: () => search(state.form, "form"),
    selectLocation: (id: string | null) => {
      const location = id ? locations.find((candidate) => candidate.id === id) : undefined
      dispatch(location ? { type: "markerSelected", location } : { type: "selectionCleared" })
    },
    closeWarning: () => dispatch({ type: "warningClosed" }),
    /** Whether "Use my location" can ask the browser (see GeolocationAccess). */
    geolocationAccess: access,
    /** "Use my location": the visitor's gesture lets the browser ask for their position. */
    locate: () => {
      if (access !== "denied" && access !== "unsupported") locate(++searches.current, distanceAroundPosition(state.form.distance))
    },
  }
}
