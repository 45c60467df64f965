import { GEOLOCATION_OPTIONS } from "../../config/location-finder"
import { isLatLng, type LatLng } from "../../domain/geo"

export type GeolocationOutcome = { kind: "position"; position: LatLng } | { kind: "denied" | "timeout" | "unavailable" }

/**
 * What the finder may do with the visitor's position, found out without asking them:
 * - granted: they already allowed this site, so the finder starts from their position;
 * - prompt: asking would show the browser's prompt, so the finder waits for "Use my location"
 *   (also when the browser has no Permissions API and cannot tell);
 * - denied: they blocked this site, so the button explains instead of asking;
 * - unsupported: no geolocation here (the server, old browsers, insecure pages).
 */
export type GeolocationAccess = "granted" | "prompt" | "denied" | "unsupported"

/** The browser's geolocation, or null where it has none (the server, old browsers, insecure pages). */
export function browserGeolocation(): Geolocation | null {
  return typeof navigator !== "undefined" && "geolocation" in navigator ? navigator.geolocation : null
}

/** The browser's Permissions API, or null where it has none. */
export function browserPermissions(): Permissions | null {
  return typeof navigator !== "undefined" && navigator.permissions && typeof navigator.permissions.query === "function"
    ? navigator.permissions
    : null
}

/** A permission state as the finder reads it. */
export function accessOf(state: PermissionState): GeolocationAccess {
  return state === "granted" || state === "denied" ? state : "prompt"
}

/**
 * Reads the geolocation permission without prompting, and follows its changes (the visitor
 * answers the prompt, or changes the site's settings) until the returned function is called.
 * A browser without the Permissions API, or one that refuses the query, reads as "prompt".
 */
export function watchGeolocationAccess(
  geolocation: Geolocation | null,
  permissions: Permissions | null,
  onAccess: (access: GeolocationAccess) => void,
): () => void {
  let stopped = false
  let status: PermissionStatus | null = null
  const onChange = () => {
    if (!stopped && status) onAccess(accessOf(status.state))
  }
  if (!geolocation) onAccess("unsupported")
  else if (!permissions) onAccess("prompt")
  else {
    permissions.query({ name: "geolocation" }).then(
      (answer) => {
        if (stopped) return
        status = answer
        onAccess(accessOf(answer.state))
        answer.addEventListener?.("change", onChange)
      },
      () => {
        if (!stopped) onAccess("prompt")
      },
    )
  }
  return () => {
    stopped = true
    status?.removeEventListener?.("change", onChange)
  }
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
