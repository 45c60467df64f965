import { useCallback, useEffect, useMemo, useReducer, useRef } from "react"
import { getLocale } from "../../config/locales"
import { countryName } from "../../domain/postal-address"
import { finderQueryString, parseFinderQuery, type FinderQuery } from "../../domain/finder-query"
import { defaultCountryFor, fallbackQuery, planSearch, startPlan, type LocationCountry } from "../../domain/location-search"
import type { LocationView } from "../../drupal/mappers/location"
import { distanceSelectEnabled, finderReducer, initialFinderState, isWarningVisible, outcomeOf, type AppliedSearch } from "./finder-state"
import { browserGeolocation, requestPosition } from "./geolocation"
import { localityFirst } from "./geocoding/locality-geocoder"
import { remoteGeocoder } from "./geocoding/remote-geocoder"
import type { Geocoder } from "./geocoding/types"

interface UseLocationFinderOptions {
  locations: readonly LocationView[]
  countries: readonly LocationCountry[]
  locale: string
  /** Injected by tests; the browser's own otherwise. */
  geocoder?: Geocoder
  geolocation?: Geolocation | null
}

/**
 * The location finder's behaviour: the start (URL query, else geolocation, else the locale's
 * country, else all), searches with geocoding, the URL kept in step without reloading, and the
 * map's selection. Rendering is the component's business.
 */
export function useLocationFinder({ locations, countries, locale, geocoder: injectedGeocoder, geolocation }: UseLocationFinderOptions) {
  const language = getLocale(locale).hreflang
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

  // The start, once, in the browser.
  useEffect(() => {
    const query = parseFinderQuery(window.location.search, countryCodes)
    const browser = geolocation === undefined ? browserGeolocation() : geolocation
    const plan = startPlan(query, { canGeolocate: browser !== null, defaultCountry })
    if (plan.kind === "query") {
      search(plan.query, "start")
      return undefined
    }
    if (plan.kind === "fallback" || !browser) {
      dispatch({ type: "fallbackStarted", query: fallbackQuery(defaultCountry) })
      return undefined
    }
    dispatch({ type: "locating" })
    let cancelled = false
    void requestPosition(browser).then((outcome) => {
      if (cancelled) return
      if (outcome.kind !== "position") {
        dispatch({ type: "fallbackStarted", query: fallbackQuery(defaultCountry) })
        return
      }
      dispatch({ type: "geolocated", position: outcome.position, distance: plan.distance })
      geocoder
        .reverse(outcome.position, { language })
        .then((place) => {
          if (place && !cancelled) dispatch({ type: "placeOfPosition", place, countryCodes })
        })
        .catch((error: unknown) => console.error("Reverse geocoding failed.", error))
    })
    return () => {
      cancelled = true
    }
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

  const outcome = useMemo(() => outcomeOf(state.search, locations), [state.search, locations])

  return {
    state,
    outcome,
    defaultCountry,
    warningVisible: isWarningVisible(state, outcome),
    distanceEnabled: distanceSelectEnabled(state),
    setForm: (patch: Partial<FinderQuery>) => dispatch({ type: "formChanged", patch }),
    submit: () => search(state.form, "form"),
    selectLocation: (id: string | null) => {
      const location = id ? locations.find((candidate) => candidate.id === id) : undefined
      dispatch(location ? { type: "markerSelected", location } : { type: "selectionCleared" })
    },
    closeWarning: () => dispatch({ type: "warningClosed" }),
  }
}
