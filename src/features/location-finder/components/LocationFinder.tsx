import { Link } from "gatsby"
import { useEffect, useId, useMemo, useRef, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { DISTANCE_OPTIONS_KM } from "../../../config/location-finder"
import { getLocale } from "../../../config/locales"
import { resultView, type LocationCountry, type LocationMatch } from "../../../domain/location-search"
import { formatAddress } from "../../../domain/postal-address"
import type { LocationView } from "../../../drupal/mappers/location"
import type { FinderStrings } from "../finder-strings"
import { citySuggestionsFetch } from "../geocoding/remote-geocoder"
import type { Geocoder } from "../../../domain/geocoding"
import { MapPanel } from "../map/MapPanel"
import type { MapMarker } from "../map/map-types"
import { fetchCompleteLocations, type LoadLocations } from "../complete-locations"
import { useLocationFinder } from "../use-location-finder"
import { fieldsChangedBeforeHydration } from "../form-fields"
import { CityAutocomplete, type FetchSuggestions } from "./CityAutocomplete"
import { LocateButton } from "./LocateButton"
import { LocationCard } from "./LocationCard"
import "../location-finder.css"

interface LocationFinderProps {
  /** The id of the block title that names the search. */
  labelledBy: string
  /** The locations the finder shows before any script: its start's (see initialFinderState). */
  startLocations: readonly LocationView[]
  countries: readonly LocationCountry[]
  strings: FinderStrings
  /** Where the request button of "no locations found" goes. */
  contactUrl: string | null
  locale: string
  /** Injected by tests; the browser's own otherwise. */
  loadLocations?: LoadLocations
  geocoder?: Geocoder
  geolocation?: Geolocation | null
  permissions?: Permissions | null
  fetchSuggestions?: FetchSuggestions
  mapsApiKey?: string
}

function markerOf(location: LocationView): MapMarker[] {
  if (!location.position) return []
  const address = location.address ? formatAddress(location.address) : ""
  return [{ id: location.id, title: location.title, position: location.position, path: location.path, address }]
}

/**
 * The location finder (spec: locations page): a search form (city, country, distance), the
 * results nearest first with their distance, a map on request, and the messages of the error
 * catalogue. Before any script runs it shows the locations of the locale's country (all without one), each
 * linking to its page; every location page is also in the sitemaps.
 */
export function LocationFinder({
  labelledBy,
  startLocations,
  countries,
  strings,
  contactUrl,
  locale,
  loadLocations,
  geocoder,
  geolocation,
  permissions,
  fetchSuggestions,
  mapsApiKey,
}: LocationFinderProps) {
  const { t } = useTranslation("finder")
  const ids = { city: useId(), country: useId(), distance: useId(), warning: useId() }
  // Called once, when the finder starts.
  const load = loadLocations ?? fetchCompleteLocations(locale)
  const finder = useLocationFinder({ startLocations, loadLocations: load, countries, locale, geocoder, geolocation, permissions })
  const { state, outcome } = finder
  const formRef = useRef<HTMLFormElement>(null)
  // What the visitor typed or chose before the finder hydrated is in the fields only (React keeps it
  // there): the state takes it over, or the search would ignore it and the next render put the
  // start's values back into the fields.
  useEffect(() => {
    const changed = fieldsChangedBeforeHydration(formRef.current!, state.form)
    if (changed) finder.setForm(changed)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const language = getLocale(locale).hreflang
  const suggestions = useMemo(
    () => fetchSuggestions ?? citySuggestionsFetch(state.form.country, language),
    [fetchSuggestions, state.form.country, language],
  )
  const view = resultView(outcome)
  const shown: LocationMatch<LocationView>[] = useMemo(() => (view === "results" ? outcome.results : outcome.backups), [outcome, view])
  const markers = useMemo(() => shown.flatMap((match) => markerOf(match.location)), [shown])
  const numberFormat = useMemo(() => new Intl.NumberFormat(language), [language])
  // Stable, so that the cards a search leaves as they were are not rendered again.
  const cardLabels = useMemo(() => ({ call: strings.call, route: strings.route }), [strings.call, strings.route])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    finder.submit()
  }

  const status = (() => {
    if (state.pending === "locating") return t("locating")
    if (state.pending === "searching" || (state.search && finder.listStatus === "loading")) return t("searching")
    if (state.locateFailure) return t(state.locateFailure === "denied" ? "location_denied" : "location_unavailable")
    if (!state.search) return ""
    if (state.search.placeNotFound) return t("place_not_found", { city: state.search.query.city })
    return t("results_count", { count: outcome.results.length })
  })()

  return (
    <div className="location-finder">
      <form ref={formRef} className="location-finder__form" role="search" aria-labelledby={labelledBy} onSubmit={onSubmit} noValidate>
        <div className="location-finder__field">
          <label htmlFor={ids.city}>{strings.city}</label>
          <CityAutocomplete
            id={ids.city}
            name="city"
            value={state.form.city}
            onChange={(city) => finder.setForm({ city })}
            onSuggestionChosen={(suggestion) => {
              if (countries.some((country) => country.code === suggestion.countryCode)) finder.setForm({ country: suggestion.countryCode })
            }}
            fetchSuggestions={suggestions}
          />
        </div>
        <LocateButton access={finder.geolocationAccess} onLocate={finder.locate} />
        <div className="location-finder__field">
          <label htmlFor={ids.country}>{strings.country}</label>
          <select
            id={ids.country}
            name="country"
            value={state.form.country ?? ""}
            aria-invalid={finder.warningVisible || undefined}
            aria-describedby={finder.warningVisible ? ids.warning : undefined}
            className={finder.warningVisible ? "is-invalid" : undefined}
            onChange={(event) => finder.setForm({ country: event.target.value || null })}
          >
            <option value="">{t("all_countries")}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.title}
              </option>
            ))}
          </select>
        </div>
        <div className="location-finder__field">
          <label htmlFor={ids.distance}>{strings.distance}</label>
          <select
            id={ids.distance}
            name="distance"
            value={state.form.distance ?? ""}
            disabled={!finder.distanceEnabled}
            onChange={(event) => finder.setForm({ distance: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t("any_distance")}</option>
            {DISTANCE_OPTIONS_KM.map((distance) => (
              <option key={distance} value={distance}>
                {t("distance_option", { distance: numberFormat.format(distance) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button location-finder__submit">
          {strings.search}
        </button>
      </form>

      {finder.listStatus === "failed" && <p role="alert">{t("list_failed")}</p>}

      {finder.warningVisible && (
        <div className="toast toast--warning" role="alert">
          <p id={ids.warning}>{strings.warning_country}</p>
          <button type="button" className="toast__close" onClick={finder.closeWarning}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("close_warning")}</span>
          </button>
        </div>
      )}

      <p className="location-finder__status" role="status">
        {status}
      </p>

      <MapPanel
        locale={locale}
        showMapLabel={strings.show_map}
        apiKey={mapsApiKey}
        markers={markers}
        origin={view === "results" ? (state.search?.origin ?? null) : null}
        radiusKm={view === "results" ? (state.search?.distance ?? null) : null}
        selectedId={state.selectedId}
        onSelect={finder.selectLocation}
      />

      {!state.search?.placeNotFound && view !== "results" && (
        <div className="location-finder__empty">
          <p>{strings.not_found}</p>
          <p>{strings.maintenance}</p>
          {contactUrl && (
            <Link to={contactUrl} className="button">
              {strings.request}
            </Link>
          )}
          {view === "none" && <p>{strings.no_location}</p>}
        </div>
      )}
      {view === "backups" && <h3 className="location-finder__backups">{strings.locations_exist}</h3>}

      {shown.length > 0 && (
        <ul className="location-list">
          {shown.map((match) => (
            <li key={match.location.id}>
              <LocationCard
                location={match.location}
                distanceKm={match.distanceKm}
                locale={locale}
                labels={cardLabels}
                headingLevel={view === "backups" ? 4 : 3}
                selected={match.location.id === state.selectedId}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
