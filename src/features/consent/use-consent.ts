import { useCallback, useSyncExternalStore } from "react"
import { onConsentChange, readConsent, setCategoryConsent, type ConsentCategory, type StoredConsent } from "./consent-store"

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

/**
 * Whether the visitor allows one category of the site-wide consent, and its "allow" for an embed's
 * own prompt: granting there is the same choice as ticking the category in the banner, and
 * withdrawing it in the banner takes it back here.
 */
export function useCategoryConsent(category: ConsentCategory): { granted: boolean; grant: () => void } {
  const consent = useConsent()
  const grant = useCallback(() => void setCategoryConsent(category, true), [category])
  return { granted: consent?.choices[category] === true, grant }
}
