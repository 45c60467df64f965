import { useCallback, useSyncExternalStore } from "react"

/**
 * Whether the visitor allows Google Maps, which receives their IP address and may set cookies.
 *
 * The one place the map asks about consent: until the site-wide cookie consent lands, the map's
 * own "allow and show" button records it here (local storage, or for this page when storage is
 * refused); then this hook reads the consent state instead, and nothing else changes.
 */
const STORAGE_KEY = "fleetlane:consent:google-maps"
const listeners = new Set<() => void>()
let grantedForPage = false

function read(): boolean {
  if (grantedForPage) return true
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "granted"
  } catch {
    return false
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener("storage", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", listener)
  }
}

export function useMapsConsent(): { granted: boolean; grant: () => void } {
  const granted = useSyncExternalStore(subscribe, read, () => false)
  const grant = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, "granted")
    } catch {
      // Storage refused (private mode): the consent holds for this page.
      grantedForPage = true
    }
    listeners.forEach((listener) => listener())
  }, [])
  return { granted, grant }
}
