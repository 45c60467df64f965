import "./src/styles/global.css"
import "./src/styles/shell.css"
import type { GatsbyBrowser } from "gatsby"
import { listenForConsentSettingsControls, onConsentChange, readConsent } from "./src/features/consent/consent-store"
import { applyConsent, trackRouteChange } from "./src/features/consent/tracking"
import { captureUtm } from "./src/features/marketing/utm-storage"

/** The stored cookie choice applies from the first moment; later choices apply as they are made. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  captureUtm(window.location.search)
  const consent = readConsent()
  if (consent) applyConsent(consent.choices)
  onConsentChange((changed) => applyConsent(changed.choices))
  listenForConsentSettingsControls()
}

/** Every route: keep campaign values from the URL, and (with consent) record the page view. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  captureUtm(location.search)
  trackRouteChange(location.pathname)
}
