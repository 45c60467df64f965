import { MAP } from "../config/location-finder"

/**
 * The zoom that shows a radius around a point (spec: map fitting): 38000 times the cosine of the
 * latitude, divided by the radius in km, taken as a power of two, plus 1. The latitude is in
 * degrees, so it is converted before taking its cosine. The result is floored, so the whole
 * radius stays in view, and never below 0.
 *
 * Why it works: at zoom z the map shows about 40075 km x cos(latitude) / 2^z per 256 px tile;
 * 38000 fits the circle of a ~1000 px wide map, and the "+ 1" is the original's own margin.
 */
export function zoomForRadius(latitude: number, radiusKm: number): number {
  if (!(radiusKm > 0) || !Number.isFinite(latitude)) return MAP.zoom
  const cosine = Math.cos((latitude * Math.PI) / 180)
  const zoom = Math.log2((MAP.radiusZoomFactor * cosine) / radiusKm) + 1
  return Number.isFinite(zoom) ? Math.max(0, Math.floor(zoom)) : 0
}

/** After fitting a map to its markers: a zoom above 20 (a single marker) goes back to 10. */
export function correctedFittedZoom(zoom: number | undefined): number | null {
  return zoom !== undefined && zoom > MAP.maxFittedZoom ? MAP.zoom : null
}
