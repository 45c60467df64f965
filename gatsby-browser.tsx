import "./src/styles/global.css"
import "./src/styles/shell.css"
import type { GatsbyBrowser } from "gatsby"
import { keepTitleUntilNextHead } from "./src/components/head/keep-title"
import { isHeadCodeLoaded, loadHeadCode } from "./src/components/head/lazy-head"
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

/** A client-side visit renders the new page's head with the heads' code: load it now, and keep the title until then. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation || isHeadCodeLoaded()) return
  keepTitleUntilNextHead()
  void loadHeadCode()
}

/** Every route: keep campaign values from the URL, and (with consent) record the page view. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  captureUtm(location.search)
  trackRouteChange(location.pathname)
}
