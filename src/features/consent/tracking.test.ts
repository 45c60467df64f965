/**
 * @jest-environment jsdom
 */
import { CONSENT_PENDING_ATTRIBUTE, consentModeBootstrapScript } from "./consent-mode"
import { CONSENT_STORAGE_KEY, consentModeState, parseConsent, saveConsent } from "./consent-store"
import { applyConsent, HUBSPOT_SCRIPT_ID, trackRouteChange } from "./tracking"

type Win = Window & { dataLayer?: unknown[]; _hsq?: unknown[][]; gtag?: unknown }

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ""
  delete (window as Win).dataLayer
  delete (window as Win)._hsq
  delete (window as Win).gtag
})

describe("Consent Mode v2", () => {
  it("maps the choices to the seven signals, security always granted", () => {
    expect(consentModeState({ functional: true, analytics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
      functionality_storage: "granted",
      personalization_storage: "granted",
      security_storage: "granted",
    })
    expect(Object.values(consentModeState(null)).filter((state) => state === "granted")).toEqual(["granted"])
  })

  it("sets everything denied by default in the head, then the stored choice", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, choices: { functional: false, analytics: true, marketing: false }, decidedAt: "x" }),
    )
    new Function(consentModeBootstrapScript())()
    const calls = ((window as Win).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(calls[0]).toEqual(["consent", "default", { ...consentModeState(null), wait_for_update: 500 }])
    expect(calls[1]).toEqual(["consent", "update", consentModeState({ functional: false, analytics: true, marketing: false })])
  })

  it("marks the page as pending before the first paint only while the visitor has not chosen", () => {
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE)
    new Function(consentModeBootstrapScript())()
    expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(true)
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE)
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, choices: { functional: true, analytics: false, marketing: false }, decidedAt: "x" }),
    )
    new Function(consentModeBootstrapScript())()
    expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(false)
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 0, choices: {}, decidedAt: "x" }))
    new Function(consentModeBootstrapScript())()
    expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(true)
  })

  it("ignores a stored choice of another version", () => {
    expect(parseConsent(JSON.stringify({ version: 0, choices: {}, decidedAt: "x" }))).toBeNull()
    expect(parseConsent("not json")).toBeNull()
  })
})

describe("the tracking script", () => {
  it("is injected only with marketing consent, and removed with its cookies when consent is withdrawn", () => {
    applyConsent({ functional: false, analytics: true, marketing: false })
    expect(document.getElementById(HUBSPOT_SCRIPT_ID)).toBeNull()
    applyConsent({ functional: false, analytics: false, marketing: true })
    expect(document.getElementById(HUBSPOT_SCRIPT_ID)?.getAttribute("src")).toBe("/api/tracking/hubspot.js")
    document.cookie = "hubspotutk=0123456789abcdef0123456789abcdef; path=/"
    applyConsent({ functional: false, analytics: false, marketing: false })
    expect(document.getElementById(HUBSPOT_SCRIPT_ID)).toBeNull()
    expect(document.cookie).not.toContain("hubspotutk=0123")
    const updates = ((window as Win).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(updates.at(-1)).toEqual(["consent", "update", consentModeState({ functional: false, analytics: false, marketing: false })])
  })

  it("is injected on a route change once marketing is allowed, and records each page view", () => {
    trackRouteChange("/nl/")
    expect(document.getElementById(HUBSPOT_SCRIPT_ID)).toBeNull()
    saveConsent({ functional: false, analytics: false, marketing: true })
    trackRouteChange("/nl/contact/")
    trackRouteChange("/nl/bedankt/")
    expect(document.querySelectorAll(`#${HUBSPOT_SCRIPT_ID}`)).toHaveLength(1)
    expect((window as Win)._hsq).toEqual([["setPath", "/nl/contact/"], ["trackPageView"], ["setPath", "/nl/bedankt/"], ["trackPageView"]])
  })
})
