import { MAP } from "../../../config/location-finder"
import type { LatLng } from "../../../domain/geo"
import { correctedFittedZoom, zoomForRadius } from "../../../domain/map-zoom"

/** The part of google.maps.Map the fitting uses. */
export interface FittableMap {
  getZoom(): number | undefined
  setZoom(zoom: number): void
  setCenter(center: LatLng): void
  fitBounds(bounds: { north: number; south: number; east: number; west: number }): void
}

/** The part of google.maps.event the fitting uses. */
export interface MapEvents {
  addListenerOnce(instance: object, eventName: string, handler: () => void): { remove(): void }
}

type Cancel = () => void

/** The box around points, as fitBounds takes it. */
export function boundsOf(points: readonly LatLng[]): { north: number; south: number; east: number; west: number } | null {
  if (!points.length) return null
  const lats = points.map((point) => point.lat)
  const lngs = points.map((point) => point.lng)
  return { north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) }
}

/**
 * Shows all markers (spec: map fitting): fit the map to them, then after 500 ms bring a zoom
 * above 20 (one marker, or several at one spot) back to 10. Returns a cancel for unmounting.
 */
export function fitToMarkers(map: FittableMap, points: readonly LatLng[]): Cancel {
  const bounds = boundsOf(points)
  if (!bounds) return () => undefined
  map.fitBounds(bounds)
  const timer = setTimeout(() => {
    const corrected = correctedFittedZoom(map.getZoom())
    if (corrected !== null) map.setZoom(corrected)
  }, MAP.zoomCheckDelayMs)
  return () => clearTimeout(timer)
}

/**
 * Centres on a search radius (spec: map fitting): the centre and the radius zoom
 * (log2(38000 x cos(latitude) / radius km) + 1) are set at once and again on the map's next
 * bounds change, which a pending resize or fit would otherwise undo; that one-time listener is
 * removed after 2 s.
 */
export function centerOnRadius(map: FittableMap, events: MapEvents, center: LatLng, radiusKm: number): Cancel {
  const zoom = zoomForRadius(center.lat, radiusKm)
  const apply = () => {
    map.setCenter(center)
    map.setZoom(zoom)
  }
  const listener = events.addListenerOnce(map, "bounds_changed", apply)
  apply()
  const timer = setTimeout(() => listener.remove(), MAP.radiusListenerTimeoutMs)
  return () => {
    clearTimeout(timer)
    listener.remove()
  }
}
