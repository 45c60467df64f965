import type { LatLng } from "../../../domain/geo"

/** A location on the map. */
export interface MapMarker {
  id: string
  title: string
  position: LatLng
  path: string | null
  address: string
}

export interface LocationsMapProps {
  apiKey: string
  /** BCP 47 tag of the map's labels, e.g. "nl-BE". */
  language: string
  /** ISO 3166-1 alpha-2 that biases the map, e.g. "BE"; empty for none. */
  region: string
  markers: MapMarker[]
  /** Centre on this point: at the zoom of the radius, or at zoom 10 without one; without it the map fits its markers. */
  origin: LatLng | null
  radiusKm: number | null
  selectedId: string | null
  onSelect?: (id: string | null) => void
  labels: { loading: string; failed: string }
}
