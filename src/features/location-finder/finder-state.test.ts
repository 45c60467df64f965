import type { FinderQuery } from "../../domain/finder-query"
import { planSearch, type SearchableLocation } from "../../domain/location-search"
import {
  distanceSelectEnabled,
  finderReducer,
  initialFinderState,
  isWarningVisible,
  outcomeOf,
  type FinderAction,
  type FinderState,
} from "./finder-state"

const utrecht: SearchableLocation = {
  id: "utrecht",
  title: "Fleetlane Utrecht",
  country: "nl",
  city: "Utrecht",
  position: { lat: 52.11083, lng: 5.09222 },
}
const antwerpen: SearchableLocation = {
  id: "antwerpen",
  title: "Fleetlane Antwerpen",
  country: "be",
  city: "Antwerpen",
  position: { lat: 51.25047, lng: 4.41026 },
}
const LOCATIONS = [utrecht, antwerpen]
const CODES = ["nl", "be"]
const UTRECHT_CENTRE = { lat: 52.0907, lng: 5.1214 }
const PLACE = { locality: "Utrecht", country: "Netherlands", countryCode: "nl" }

function run(state: FinderState, ...actions: FinderAction[]): FinderState {
  return actions.reduce(finderReducer, state)
}

function planned(state: FinderState, query: FinderQuery, searchId = state.searchId + 1): FinderAction {
  return { type: "searchPlanned", searchId, plan: planSearch(query, state.geolocation), query, source: "form" }
}

describe("the finder's start", () => {
  it("shows the default country, in the form and the list, before anything happened (the static HTML)", () => {
    const state = initialFinderState("nl")
    expect(state.search).toBeNull()
    expect(state.form).toEqual({ city: "", country: "nl", distance: null })
    expect(outcomeOf(state.search, LOCATIONS, state.defaultCountry).results.map((match) => match.location.id)).toEqual(["utrecht"])
  })

  it("shows every location before anything happened when the locale has no default country", () => {
    const state = initialFinderState(null)
    expect(state.form).toEqual({ city: "", country: null, distance: null })
    expect(outcomeOf(state.search, LOCATIONS, state.defaultCountry).results).toHaveLength(2)
  })

  it("searches around the geolocation with 50 km, then fills city and country from reverse geocoding", () => {
    const located = run(
      initialFinderState("be"),
      { type: "locating", searchId: 0 },
      { type: "geolocated", searchId: 0, position: UTRECHT_CENTRE, distance: 50 },
    )
    expect(located.pending).toBeNull()
    expect(located.search).toMatchObject({ origin: UTRECHT_CENTRE, distance: 50, source: "geolocation" })
    expect(located.form).toEqual({ city: "", country: null, distance: 50 })
    expect(outcomeOf(located.search, LOCATIONS, located.defaultCountry).results.map((match) => match.location.id)).toEqual(["utrecht"])

    const placed = run(located, { type: "placeOfPosition", searchId: 0, place: PLACE, countryCodes: CODES })
    expect(placed.form).toEqual({ city: "Utrecht", country: "nl", distance: 50 })
    expect(placed.search?.query).toEqual({ city: "utrecht", country: "nl", distance: 50 })
  })

  it("ignores a country the finder does not offer", () => {
    const placed = run(
      initialFinderState(null),
      { type: "geolocated", searchId: 0, position: UTRECHT_CENTRE, distance: 50 },
      { type: "placeOfPosition", searchId: 0, place: { locality: "Lyon", country: "France", countryCode: "fr" }, countryCodes: CODES },
    )
    expect(placed.form.country).toBeNull()
  })

  it("falls back to the default country with the distance cleared", () => {
    const state = run(
      initialFinderState("be"),
      { type: "locating", searchId: 0 },
      { type: "fallbackStarted", query: { city: "", country: "be", distance: null } },
    )
    expect(state.form).toEqual({ city: "", country: "be", distance: null })
    expect(outcomeOf(state.search, LOCATIONS, state.defaultCountry).results.map((match) => match.location.id)).toEqual(["antwerpen"])
    expect(state.pending).toBeNull()
  })

  it("keeps the visitor's own search when the geolocation answers late", () => {
    const searched = run(
      initialFinderState(null),
      { type: "locating", searchId: 0 },
      planned(initialFinderState(null), { city: "", country: "be", distance: null }),
    )
    const late = run(
      searched,
      { type: "geolocated", searchId: 0, position: UTRECHT_CENTRE, distance: 50 },
      { type: "placeOfPosition", searchId: 0, place: PLACE, countryCodes: CODES },
    )
    expect(late.search?.country).toBe("be")
    expect(late.form.country).toBe("be")
    expect(late.geolocation).toEqual(UTRECHT_CENTRE)
    expect(run(searched, { type: "fallbackStarted", query: { city: "", country: "nl", distance: null } }).search?.country).toBe("be")
  })
})

describe("what the visitor types before the start answers", () => {
  const typing = run(initialFinderState("nl"), { type: "formChanged", patch: { city: "Den H" } })

  it("stays in the form when the start falls back to the default country", () => {
    const started = run(typing, { type: "fallbackStarted", query: { city: "", country: "nl", distance: null } })
    expect(started.form.city).toBe("Den H")
    expect(started.search).toMatchObject({ country: "nl", source: "start" })
  })

  it("stays in the form when the start locates the visitor and names their town", () => {
    const located = run(
      typing,
      { type: "locating", searchId: 0 },
      { type: "geolocated", searchId: 0, position: UTRECHT_CENTRE, distance: 50 },
      { type: "placeOfPosition", searchId: 0, place: PLACE, countryCodes: CODES },
    )
    expect(located.form.city).toBe("Den H")
    expect(located.search).toMatchObject({ origin: UTRECHT_CENTRE, source: "geolocation" })
  })

  it("is replaced by the start's query when the visitor has not typed", () => {
    const started = run(initialFinderState("nl"), { type: "fallbackStarted", query: { city: "", country: "nl", distance: null } })
    expect(started.form).toEqual({ city: "", country: "nl", distance: null })
  })
})

describe("use my location", () => {
  const fallback = run(initialFinderState("be"), { type: "fallbackStarted", query: { city: "", country: "be", distance: null } })

  it("searches around the position like the start does: 50 km, then city and country from reverse geocoding", () => {
    const asking = run(fallback, { type: "locating", searchId: 1 })
    expect(asking.pending).toBe("locating")
    const located = run(
      asking,
      { type: "geolocated", searchId: 1, position: UTRECHT_CENTRE, distance: 50 },
      { type: "placeOfPosition", searchId: 1, place: PLACE, countryCodes: CODES },
    )
    expect(located.pending).toBeNull()
    expect(located.search).toMatchObject({ origin: UTRECHT_CENTRE, distance: 50, source: "geolocation" })
    expect(located.form).toEqual({ city: "Utrecht", country: "nl", distance: 50 })
    expect(located.search?.query).toEqual({ city: "utrecht", country: "nl", distance: 50 })
    expect(outcomeOf(located.search, LOCATIONS, located.defaultCountry).results.map((match) => match.location.id)).toEqual(["utrecht"])
  })

  it("also after the visitor's own searches", () => {
    const searched = run(fallback, planned(fallback, { city: "", country: "nl", distance: null }))
    const located = run(
      searched,
      { type: "locating", searchId: 2 },
      { type: "geolocated", searchId: 2, position: UTRECHT_CENTRE, distance: 200 },
    )
    expect(located.search).toMatchObject({ origin: UTRECHT_CENTRE, distance: 200, country: null })
  })

  it("keeps the list and says why when the browser gives no position", () => {
    const denied = run(fallback, { type: "locating", searchId: 1 }, { type: "locateFailed", searchId: 1, reason: "denied" })
    expect(denied.pending).toBeNull()
    expect(denied.locateFailure).toBe("denied")
    expect(denied.search).toEqual(fallback.search)
    // The next search clears the message.
    const next = run(denied, planned(denied, { city: "", country: "nl", distance: null }))
    expect(next.locateFailure).toBeNull()
  })

  it("drops the answer when the visitor searched again meanwhile", () => {
    const asking = run(fallback, { type: "locating", searchId: 1 })
    const searched = run(asking, planned(asking, { city: "", country: "nl", distance: null }, 2))
    const late = run(
      searched,
      { type: "geolocated", searchId: 1, position: UTRECHT_CENTRE, distance: 50 },
      { type: "locateFailed", searchId: 1, reason: "unavailable" },
    )
    expect(late.search?.country).toBe("nl")
    expect(late.locateFailure).toBeNull()
    expect(late.geolocation).toEqual(UTRECHT_CENTRE)
  })
})

describe("a typed city", () => {
  const start = initialFinderState(null)

  it("waits for geocoding with 50 km chosen, then searches around the place and takes its country", () => {
    const waiting = run(start, planned(start, { city: "Utrecht ", country: null, distance: null }))
    expect(waiting.pending).toBe("searching")
    expect(waiting.form).toEqual({ city: "Utrecht ", country: null, distance: 50 })
    const found = run(waiting, { type: "cityGeocoded", searchId: 1, position: UTRECHT_CENTRE, place: PLACE, countryCodes: CODES })
    expect(found.pending).toBeNull()
    expect(found.search).toMatchObject({ origin: UTRECHT_CENTRE, distance: 50, country: "nl", placeNotFound: false })
    expect(found.form.country).toBe("nl")
  })

  it("drops the answer of an older search", () => {
    const first = run(start, planned(start, { city: "Utrecht", country: null, distance: null }))
    const second = run(first, planned(first, { city: "Antwerpen", country: "be", distance: 10 }))
    const late = run(second, { type: "cityGeocoded", searchId: 1, position: UTRECHT_CENTRE, place: PLACE, countryCodes: CODES })
    expect(late.search).toBeNull()
    expect(late.pending).toBe("searching")
  })

  it("gives no result when the place is not found, and the country warning without a country", () => {
    const waiting = run(start, planned(start, { city: "Atlantis", country: null, distance: null }))
    const failed = run(waiting, { type: "cityNotFound", searchId: 1 })
    expect(failed.search?.placeNotFound).toBe(true)
    const outcome = outcomeOf(failed.search, LOCATIONS, failed.defaultCountry)
    expect(outcome).toEqual({ results: [], backups: [] })
    expect(isWarningVisible(failed, outcome)).toBe(true)
    const closed = run(failed, { type: "warningClosed" })
    expect(isWarningVisible(closed, outcome)).toBe(false)
  })

  it("gives no warning for a place not found in a chosen country", () => {
    const waiting = run(start, planned(start, { city: "Atlantis", country: "nl", distance: null }))
    const failed = run(waiting, { type: "cityNotFound", searchId: 1 })
    expect(isWarningVisible(failed, outcomeOf(failed.search, LOCATIONS, failed.defaultCountry))).toBe(false)
  })

  it("warns again on the next search that returns nothing", () => {
    const failed = run(
      start,
      planned(start, { city: "Atlantis", country: null, distance: null }),
      { type: "cityNotFound", searchId: 1 },
      { type: "warningClosed" },
    )
    const again = run(failed, planned(failed, { city: "Lemuria", country: null, distance: null }), { type: "cityNotFound", searchId: 2 })
    expect(isWarningVisible(again, outcomeOf(again.search, LOCATIONS, again.defaultCountry))).toBe(true)
  })
})

describe("the distance select", () => {
  it("is disabled without geolocation, default country or city, and enabled by any of them", () => {
    const state = initialFinderState(null)
    expect(distanceSelectEnabled(state)).toBe(false)
    expect(distanceSelectEnabled(run(state, { type: "formChanged", patch: { city: "Gent" } }))).toBe(true)
    expect(distanceSelectEnabled(run(state, { type: "geolocated", searchId: 0, position: UTRECHT_CENTRE, distance: 50 }))).toBe(true)
    expect(distanceSelectEnabled(initialFinderState("be"))).toBe(true)
  })
})

describe("choosing a marker", () => {
  it("selects the location and sets the form's country and city", () => {
    const state = run(initialFinderState(null), { type: "markerSelected", location: antwerpen })
    expect(state.selectedId).toBe("antwerpen")
    expect(state.form).toMatchObject({ city: "Antwerpen", country: "be" })
    expect(run(state, { type: "selectionCleared" }).selectedId).toBeNull()
  })
})
