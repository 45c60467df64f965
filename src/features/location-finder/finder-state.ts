import { formatPlace, type GeocodedPlace, type LatLng } from "../../domain/geo"
import { EMPTY_QUERY, type FinderQuery } from "../../domain/finder-query"
import {
  fallbackQuery,
  isDistanceSelectEnabled,
  needsCountryWarning,
  queryOfPlan,
  searchLocations,
  type SearchableLocation,
  type SearchOutcome,
  type SearchPlan,
} from "../../domain/location-search"
import { DEFAULT_DISTANCE_KM } from "../../config/location-finder"

/**
 * The location finder's state and its transitions (spec: location search), as a reducer the
 * component drives; the rules themselves are in src/domain/location-search.ts.
 */

/** A search as applied to the list: where from, how far, and the query it puts in the URL. */
export interface AppliedSearch {
  origin: LatLng | null
  distance: number | null
  country: string | null
  query: FinderQuery
  /** Geocoding found no place (or failed): no result, and a message. */
  placeNotFound: boolean
  /** Where the search came from, so a late reverse geocoding only touches its own search. */
  source: "geolocation" | "form" | "start"
}

export interface FinderState {
  /** What the form shows. */
  form: FinderQuery
  /** The search the list shows; null before the first one: the start's country (the static HTML; see initialFinderState). */
  search: AppliedSearch | null
  /** Waiting for the browser's position or for geocoding. */
  pending: "locating" | "searching" | null
  /** The query of the city search waiting for geocoding. */
  pendingQuery: FinderQuery | null
  /** Counts the searches started (0: none yet); late answers of older ones are dropped. */
  searchId: number
  /** The visitor's position, once the browser gave it. */
  geolocation: LatLng | null
  defaultCountry: string | null
  /** The visitor closed the country warning of the current search. */
  warningClosed: boolean
  /** The location chosen on the map. */
  selectedId: string | null
  /** Why the visitor's own request for their position ("Use my location") gave none. */
  locateFailure: "denied" | "unavailable" | null
  /** The visitor has typed or chosen in the form: the start, answering late, leaves the form as it is. */
  formEdited: boolean
}

/**
 * Actions of a request for the visitor's position carry the id of the search it is: 0 for the
 * start, a new one for each "Use my location"; a search started since then wins.
 */
export type FinderAction =
  | { type: "locating"; searchId: number }
  | { type: "geolocated"; searchId: number; position: LatLng; distance: number }
  | { type: "locateFailed"; searchId: number; reason: "denied" | "unavailable" }
  | { type: "fallbackStarted"; query: FinderQuery }
  | { type: "placeOfPosition"; searchId: number; place: GeocodedPlace; countryCodes: readonly string[] }
  | { type: "formChanged"; patch: Partial<FinderQuery> }
  | { type: "searchPlanned"; searchId: number; plan: SearchPlan; query: FinderQuery; source: AppliedSearch["source"] }
  | { type: "cityGeocoded"; searchId: number; position: LatLng; place: GeocodedPlace; countryCodes: readonly string[] }
  | { type: "cityNotFound"; searchId: number }
  | { type: "markerSelected"; location: SearchableLocation }
  | { type: "selectionCleared" }
  | { type: "warningClosed" }

/**
 * Before any script (the static HTML) and until the start answers, the finder shows what the start
 * without a position shows: the locale's default country in the form and its locations in the list
 * (every location when the locale has none). A visitor without geolocation then sees no change
 * when the script starts, and the page does not carry every location of every country in its HTML.
 */
export function initialFinderState(defaultCountry: string | null): FinderState {
  return {
    form: fallbackQuery(defaultCountry),
    search: null,
    pending: null,
    pendingQuery: null,
    searchId: 0,
    geolocation: null,
    defaultCountry,
    warningClosed: false,
    selectedId: null,
    locateFailure: null,
    formEdited: false,
  }
}

function applied(state: FinderState, search: AppliedSearch, form: FinderQuery = search.query): FinderState {
  return { ...state, form, search, pending: null, pendingQuery: null, warningClosed: false, selectedId: null, locateFailure: null }
}

/**
 * The form a search shows: the start's (searchId 0) answers come when the browser has said whether
 * it may locate the visitor, which can be after they began to type; what they typed stays.
 */
function keptForm(state: FinderState, searchId: number, form: FinderQuery): FinderQuery {
  return searchId === 0 && state.formEdited ? state.form : form
}

/** The search of a plan that needs no geocoding; null for a city, which does. */
function searchOfPlan(plan: SearchPlan, query: FinderQuery, source: AppliedSearch["source"]): AppliedSearch | null {
  switch (plan.kind) {
    case "city":
      return null
    case "position":
      return { origin: plan.origin, distance: plan.distance, country: null, query, placeNotFound: false, source }
    case "country":
      return { origin: null, distance: null, country: plan.country, query, placeNotFound: false, source }
    case "all":
      return { origin: null, distance: null, country: null, query, placeNotFound: false, source }
  }
}

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case "locating":
      return { ...state, searchId: action.searchId, pending: "locating", pendingQuery: null, locateFailure: null }

    case "geolocated": {
      const located = { ...state, geolocation: action.position }
      // The visitor searched again while the browser was asking: keep their search.
      if (action.searchId !== state.searchId) return located
      const query = { ...EMPTY_QUERY, distance: action.distance }
      const search = {
        origin: action.position,
        distance: action.distance,
        country: null,
        query,
        placeNotFound: false,
        source: "geolocation",
      } as const
      return applied(located, search, keptForm(state, action.searchId, query))
    }

    case "locateFailed":
      // "Use my location" gave nothing: the list stays as it was, and the status says why.
      if (action.searchId !== state.searchId) return state
      return { ...state, pending: null, locateFailure: action.reason }

    case "fallbackStarted": {
      // Geolocation refused, timed out or missing: the default country, else all countries.
      if (state.searchId > 0) return { ...state, pending: state.pending === "locating" ? null : state.pending }
      const { query } = action
      const search = { origin: null, distance: null, country: query.country, query, placeNotFound: false, source: "start" } as const
      return applied(state, search, keptForm(state, 0, query))
    }

    case "placeOfPosition": {
      // "locality, country" of the visitor's position fills the form and the URL of that search.
      if (state.search?.source !== "geolocation" || action.searchId !== state.searchId) return state
      // Reverse geocoding asked for the country code: the country select offers it, or none.
      const code = formatPlace(action.place, "countryCode")
      const country = action.countryCodes.includes(code) ? code : null
      const query = { ...state.search.query, city: action.place.locality.toLowerCase(), country }
      const form = keptForm(state, action.searchId, { ...state.form, city: action.place.locality, country })
      return { ...state, form, search: { ...state.search, query } }
    }

    case "formChanged":
      return { ...state, form: { ...state.form, ...action.patch }, formEdited: true }

    case "searchPlanned": {
      const query = queryOfPlan(action.query, action.plan)
      const next = { ...state, searchId: action.searchId }
      const search = searchOfPlan(action.plan, query, action.source)
      if (search) return applied(next, search)
      // A city: the form keeps the text as typed, with the distance the search uses, until geocoding answers.
      const form = { ...action.query, distance: query.distance }
      return { ...next, form, pending: "searching", pendingQuery: form, locateFailure: null }
    }

    case "cityGeocoded": {
      if (action.searchId !== state.searchId || !state.pendingQuery) return state
      const asked = state.pendingQuery
      // A city found without a chosen country sets the country it lies in, when the finder offers it.
      const country = asked.country ?? (action.countryCodes.includes(action.place.countryCode) ? action.place.countryCode : null)
      const distance = asked.distance ?? DEFAULT_DISTANCE_KM
      const query = { city: asked.city, country, distance }
      return applied(state, { origin: action.position, distance, country, query, placeNotFound: false, source: "form" })
    }

    case "cityNotFound": {
      if (action.searchId !== state.searchId || !state.pendingQuery) return state
      const query = state.pendingQuery
      return applied(state, { origin: null, distance: query.distance, country: query.country, query, placeNotFound: true, source: "form" })
    }

    case "markerSelected": {
      // Choosing a marker selects that location and sets the form's country and city.
      const { location } = action
      return { ...state, form: { ...state.form, city: location.city, country: location.country }, selectedId: location.id }
    }

    case "selectionCleared":
      return { ...state, selectedId: null }

    case "warningClosed":
      return { ...state, warningClosed: true }
  }
}

/**
 * What the list shows: the search's outcome, or, before the first search, the locations of the
 * start's country (every location without one: see initialFinderState).
 */
export function outcomeOf<Location extends SearchableLocation>(
  search: AppliedSearch | null,
  locations: readonly Location[],
  startCountry: string | null,
): SearchOutcome<Location> {
  if (!search) return searchLocations(locations, { origin: null, distance: null, country: startCountry })
  if (search.placeNotFound) return { results: [], backups: [] }
  return searchLocations(locations, search)
}

export function isWarningVisible(state: FinderState, outcome: SearchOutcome): boolean {
  if (!state.search || state.warningClosed) return false
  return needsCountryWarning(outcome, state.search.query.country, state.search.placeNotFound)
}

export function distanceSelectEnabled(state: FinderState): boolean {
  return isDistanceSelectEnabled({ geolocated: state.geolocation !== null, defaultCountry: state.defaultCountry, city: state.form.city })
}
