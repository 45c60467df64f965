import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { getLocale } from "../../../config/locales"
import { MAP } from "../../../config/location-finder"
import { useCategoryConsent } from "../../consent/use-consent"
import { GOOGLE_MAPS_API_KEY } from "./maps-config"
import { MapErrorBoundary } from "./MapErrorBoundary"
import type { LocationsMapProps } from "./map-types"

/** The map and @react-google-maps/api come in their own chunk, fetched when the map is asked for. */
const GoogleLocationsMap = lazy(() => import(/* webpackChunkName: "google-map" */ "./GoogleLocationsMap"))

type MapPanelProps = Omit<LocationsMapProps, "apiKey" | "language" | "region" | "labels"> & {
  locale: string
  /** The text of the button that shows the map. */
  showMapLabel: string
  /** Overrides the build's key (tests). */
  apiKey?: string
}

/**
 * Where a map goes (spec: map script): a static placeholder until the visitor asks for the map
 * and has consented to Google Maps; only then is the Maps script loaded, once, with the geometry
 * library. Without a configured key there is no map at all: the list does the work.
 *
 * Consent is the site-wide cookie consent's "functional" category (external media): given in the
 * banner, the placeholder offers the map without asking; given with the placeholder's own button,
 * it is the same choice, which the banner then shows; withdrawn, the map goes and the placeholder
 * asks again.
 */
export function MapPanel({ locale, showMapLabel, apiKey = GOOGLE_MAPS_API_KEY, ...map }: MapPanelProps) {
  const { t } = useTranslation("finder")
  const { t: tConsent } = useTranslation("consent")
  const { granted, grant } = useCategoryConsent("functional")
  const [asked, setAsked] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  const shown = asked && granted

  useEffect(() => {
    // Consent withdrawn: the map is gone, and it comes back only when the visitor asks again.
    if (!granted) setAsked(false)
  }, [granted])

  useEffect(() => {
    // The button that was pressed is gone: the focus goes to the map's region.
    if (shown) region.current?.focus()
  }, [shown])

  if (!apiKey) return null
  const { hreflang, country } = getLocale(locale)

  return (
    <div
      ref={region}
      className="map-panel"
      role="region"
      aria-label={String(t("map_label"))}
      tabIndex={-1}
      style={{ minHeight: MAP.height }}
    >
      {shown ? (
        <MapErrorBoundary fallback={<p role="alert">{t("map_failed")}</p>}>
          <Suspense fallback={<p role="status">{t("map_loading")}</p>}>
            <GoogleLocationsMap
              {...map}
              apiKey={apiKey}
              language={hreflang}
              region={(country ?? "").toUpperCase()}
              labels={{ loading: t("map_loading"), failed: t("map_failed") }}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <div className="map-panel__placeholder">
          {!granted && <p>{t("map_consent")}</p>}
          <button
            type="button"
            className="button"
            onClick={() => {
              if (!granted) grant()
              setAsked(true)
            }}
          >
            {granted ? showMapLabel : tConsent("maps_allow")}
          </button>
        </div>
      )}
    </div>
  )
}
