import { GEOLOCATION_OPTIONS } from "../../config/location-finder"
import { isLatLng, type LatLng } from "../../domain/geo"

export type GeolocationOutcome = { kind: "position"; position: LatLng } | { kind: "denied" | "timeout" | "unavailable" }

/** The browser's geolocation, or null where it has none (the server, old browsers, insecure pages). */
export function browserGeolocation(): Geolocation | null {
  return typeof navigator !== "undefined" && "geolocation" in navigator ? navigator.geolocation : null
}

/**
 * Asks for the visitor's position once: high accuracy, 10 s timeout, positions up to 10 s old
 * (spec: browser geolocation). Never rejects: a refusal, a timeout or a position without valid
 * coordinates is an outcome the finder falls back from.
 */
export function requestPosition(geolocation: Geolocation): Promise<GeolocationOutcome> {
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const position = { lat: coords?.latitude, lng: coords?.longitude }
          resolve(isLatLng(position) ? { kind: "position", position } : { kind: "unavailable" })
        },
        (error) => {
          if (error?.code === 1) resolve({ kind: "denied" })
          else if (error?.code === 3) resolve({ kind: "timeout" })
          else resolve({ kind: "unavailable" })
        },
        GEOLOCATION_OPTIONS,
      )
    } catch {
      resolve({ kind: "unavailable" })
    }
  })
}
