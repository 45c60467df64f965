/**
 * The visitor's cookie choice: what may run (Google Maps, the tag manager's statistics, HubSpot's
 * tracking), remembered in local storage and changeable at any time. Necessary storage (this very
 * choice, the enquiry forms' campaign values) needs no consent.
 */
export const CONSENT_CATEGORIES = ["functional", "analytics", "marketing"] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentChoices = Record<ConsentCategory, boolean>

export interface StoredConsent {
  version: number
  choices: ConsentChoices
  decidedAt: string
}

export const CONSENT_STORAGE_KEY = "fleetlane:consent"
/** Raise it when the categories change, so everyone is asked again. */
export const CONSENT_VERSION = 1

export const NO_CONSENT: ConsentChoices = { functional: false, analytics: false, marketing: false }
export const FULL_CONSENT: ConsentChoices = { functional: true, analytics: true, marketing: true }

/**
 * Google Consent Mode v2 signals and the category that grants each; security storage is
 * necessary and always granted.
 */
export const CONSENT_MODE_SIGNALS: Readonly<Record<string, ConsentCategory | "necessary">> = {
  ad_storage: "marketing",
  ad_user_data: "marketing",
  ad_personalization: "marketing",
  analytics_storage: "analytics",
  functionality_storage: "functional",
  personalization_storage: "functional",
  security_storage: "necessary",
}

export type ConsentModeState = Record<string, "granted" | "denied">

export function consentModeState(choices: ConsentChoices | null): ConsentModeState {
  return Object.fromEntries(
    Object.entries(CONSENT_MODE_SIGNALS).map(([signal, category]) => [
      signal,
      category === "necessary" || choices?.[category] ? "granted" : "denied",
    ]),
  )
}

export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>
    if (value.version !== CONSENT_VERSION || !value.choices || typeof value.decidedAt !== "string") return null
    const choices = Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [category, value.choices?.[category] === true]),
    ) as ConsentChoices
    return { version: CONSENT_VERSION, choices, decidedAt: value.decidedAt }
  } catch {
    return null
  }
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

const CHANGE_EVENT = "fleetlane:consent-change"
const OPEN_EVENT = "fleetlane:consent-open"

let cache: { raw: string | null; value: StoredConsent | null } = { raw: null, value: null }
/** A choice that storage refused (private mode, blocked storage): it holds for this page view. */
let unsaved: StoredConsent | null = null

/** The stored choice, or null when the visitor has not chosen yet (the same object while unchanged). */
export function readConsent(): StoredConsent | null {
  if (unsaved) return unsaved
  let raw: string | null = null
  try {
    raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null
  } catch {
    // Storage blocked: no choice stored.
  }
  if (raw !== cache.raw) cache = { raw, value: parseConsent(raw) }
  return cache.value
}

export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const consent: StoredConsent = { version: CONSENT_VERSION, choices: { ...choices }, decidedAt: now.toISOString() }
  try {
    const store = storage()
    if (!store) throw new Error("no local storage")
    store.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent))
    unsaved = null
  } catch {
    unsaved = consent
  }
  window.dispatchEvent(new CustomEvent<StoredConsent>(CHANGE_EVENT, { detail: consent }))
  return consent
}

/**
 * Allows or withdraws one category and keeps the others as they were chosen (denied when nothing
 * was chosen yet): what an embed's own "allow" button does, e.g. the location finder's map for
 * "functional". The banner and every other reader of the consent follow it.
 */
export function setCategoryConsent(category: ConsentCategory, granted: boolean): StoredConsent {
  return saveConsent({ ...(readConsent()?.choices ?? NO_CONSENT), [category]: granted })
}

export function onConsentChange(listener: (consent: StoredConsent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<StoredConsent>).detail)
  window.addEventListener(CHANGE_EVENT, handler)
  return () => window.removeEventListener(CHANGE_EVENT, handler)
}

/** Opens the consent settings (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

/** Marks a control that opens the consent settings, with or without React behind it (CookieSettingsButton). */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings"

/**
 * Lets every control marked with CONSENT_SETTINGS_ATTRIBUTE open the settings, also where React
 * keeps the server's HTML without hydrating it (the footer's links: src/islands). Once per page load.
 */
export function listenForConsentSettingsControls(root: Document = document): () => void {
  const handler = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) openConsentSettings()
  }
  root.addEventListener("click", handler)
  return () => root.removeEventListener("click", handler)
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}
