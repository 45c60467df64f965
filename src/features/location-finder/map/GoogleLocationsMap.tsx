/// <reference types="google.maps" />
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from "@react-google-maps/api"
import { useEffect, useRef, useState } from "react"
import { MAP } from "../../../config/location-finder"
import { centerOnRadius, fitToMarkers } from "./map-fitting"
import type { LocationsMapProps } from "./map-types"

/** The script loader's id: the Maps script is added to the page once, whatever asks for it. */
const SCRIPT_ID = "google-maps-script"
const CONTAINER_STYLE = { width: "100%", height: MAP.height }
const OPTIONS: google.maps.MapOptions = { clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: true }
/** Where the map starts before it fits its markers: the middle of Europe. */
const EUROPE = { lat: 50.1, lng: 8.7 }

/**
 * The Google map of the locations (loaded on demand, in its own chunk): the Maps script with the
 * geometry library, markers that are keyboard-reachable (a title and a click handler make Google's
 * markers focusable; arrow keys move between them), and an info window for the chosen one.
 */
export default function GoogleLocationsMap({
  apiKey,
  language,
  region,
  markers,
  origin,
  radiusKm,
  selectedId,
  onSelect,
  labels,
}: LocationsMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: SCRIPT_ID, googleMapsApiKey: apiKey, libraries: MAP.libraries, language, region })
  const [map, setMap] = useState<google.maps.Map | null>(null)
  const [initialCenter] = useState(() => origin ?? markers[0]?.position ?? EUROPE)
  const markerInstances = useRef(new Map<string, google.maps.Marker>())

  useEffect(() => {
    if (!map) return undefined
    if (origin && radiusKm) return centerOnRadius(map, google.maps.event, origin, radiusKm)
    if (origin) {
      map.setCenter(origin)
      map.setZoom(MAP.zoom)
      return undefined
    }
    return fitToMarkers(
      map,
      markers.map((marker) => marker.position),
    )
  }, [map, markers, origin, radiusKm])

  if (loadError) return <p role="alert">{labels.failed}</p>
  if (!isLoaded) return <p role="status">{labels.loading}</p>

  const selected = markers.find((marker) => marker.id === selectedId)
  return (
    <GoogleMap
      mapContainerStyle={CONTAINER_STYLE}
      center={initialCenter}
      zoom={MAP.zoom}
      options={OPTIONS}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
    >
      {markers.map((marker) => (
        <MarkerF
          key={marker.id}
          position={marker.position}
          title={marker.title}
          options={{ optimized: false }}
          onClick={() => onSelect?.(marker.id)}
          onLoad={(instance) => void markerInstances.current.set(marker.id, instance)}
          onUnmount={() => void markerInstances.current.delete(marker.id)}
        />
      ))}
      {selected && (
        <InfoWindowF anchor={markerInstances.current.get(selected.id)} position={selected.position} onCloseClick={() => onSelect?.(null)}>
          <div className="map-info">
            {selected.path ? <a href={selected.path}>{selected.title}</a> : <strong>{selected.title}</strong>}
            {selected.address && <p>{selected.address}</p>}
          </div>
        </InfoWindowF>
      )}
    </GoogleMap>
  )
}
