import { useSyncExternalStore } from "react"
import { onConsentChange, readConsent, type StoredConsent } from "./consent-store"

function subscribe(listener: () => void): () => void {
  const unsubscribe = onConsentChange(listener)
  // Another tab changed the choice.
  window.addEventListener("storage", listener)
  return () => {
    unsubscribe()
    window.removeEventListener("storage", listener)
  }
}

/** The visitor's stored cookie choice; null before a choice, and while rendering on the server. */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null)
}
