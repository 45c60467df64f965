import { PUBLIC_ENV } from "../../config/public-env"
import { consentModeState, readConsent, type ConsentChoices } from "./consent-store"

/**
 * What consent switches on: the HubSpot tracking script (which sets the hutk cookie forms send) and
 * the tag manager, with Consent Mode v2 signals for the tags. The location finder's map reads and
 * grants the "functional" category itself (useCategoryConsent).
 */
export const HUBSPOT_SCRIPT_ID = "hs-script-loader"
export const HUBSPOT_SCRIPT_SRC = "/api/tracking/hubspot.js"
const TAG_MANAGER_SCRIPT_ID = "tag-manager"
const HUBSPOT_COOKIES = ["hubspotutk", "__hstc", "__hssc", "__hssrc"]

type Gtag = (...args: unknown[]) => void

function gtag(...args: unknown[]): void {
  const target = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag }
  target.dataLayer = target.dataLayer ?? []
  if (typeof target.gtag === "function") target.gtag(...args)
  else target.dataLayer.push(args)
}

function injectScript(id: string, src: string): void {
  if (document.getElementById(id)) return
  const script = document.createElement("script")
  script.id = id
  script.src = src
  script.async = true
  script.defer = true
  document.head.appendChild(script)
}

function expireCookie(name: string): void {
  const host = window.location.hostname
  for (const domain of ["", `; domain=${host}`, `; domain=.${host.split(".").slice(-2).join(".")}`]) {
    document.cookie = `${name}=; path=/; max-age=0${domain}`
  }
}

/** Applies a choice: Consent Mode update, then the scripts it allows (or their removal). */
export function applyConsent(choices: ConsentChoices): void {
  gtag("consent", "update", consentModeState(choices))
  if (choices.marketing) injectScript(HUBSPOT_SCRIPT_ID, HUBSPOT_SCRIPT_SRC)
  else {
    document.getElementById(HUBSPOT_SCRIPT_ID)?.remove()
    HUBSPOT_COOKIES.forEach(expireCookie)
  }
  if (PUBLIC_ENV.tagManagerId && (choices.analytics || choices.marketing)) {
    const target = window as unknown as { dataLayer: unknown[] }
    target.dataLayer = target.dataLayer ?? []
    if (!document.getElementById(TAG_MANAGER_SCRIPT_ID)) target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
    injectScript(TAG_MANAGER_SCRIPT_ID, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(PUBLIC_ENV.tagManagerId)}`)
  }
}

/**
 * On every route change: once marketing cookies are allowed, the tracking script is injected (the
 * first time) and the page view is recorded.
 */
export function trackRouteChange(path: string): void {
  if (!readConsent()?.choices.marketing) return
  injectScript(HUBSPOT_SCRIPT_ID, HUBSPOT_SCRIPT_SRC)
  const queue = ((window as unknown as { _hsq?: unknown[][] })._hsq ??= [])
  queue.push(["setPath", path], ["trackPageView"])
}
