import "./src/styles/global.css"
import "./src/styles/shell.css"
import type { GatsbyBrowser } from "gatsby"
import { keepTitleThroughVisit } from "./src/components/head/keep-title"
import { isHeadCodeLoaded, loadHeadCode } from "./src/components/head/lazy-head"
import { listenForConsentSettingsControls, onConsentChange, readConsent } from "./src/features/consent/consent-store"
import { mayCarryUtm } from "./src/domain/marketing/utm-presence"

/** What a cookie choice switches on or off: its code loads once there is a choice (a first visit has none yet). */
const loadTracking = () => import(/* webpackChunkName: "tracking" */ "./src/features/consent/tracking")

/** Campaign values are kept for later enquiries; their code loads only for a URL that carries some. */
const captureCampaign = (search: string) => {
  if (mayCarryUtm(search))
    void import(/* webpackChunkName: "utm" */ "./src/features/marketing/utm-storage").then((utm) => utm.captureUtm(search))
}

/** The stored cookie choice applies from the first moment; later choices apply as they are made. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  captureCampaign(window.location.search)
  const consent = readConsent()
  if (consent) void loadTracking().then((tracking) => tracking.applyConsent(consent.choices))
  onConsentChange((changed) => void loadTracking().then((tracking) => tracking.applyConsent(changed.choices)))
  listenForConsentSettingsControls()
}

/** A client-side visit renders the new page's head with the heads' code: load it now, and keep the title until then. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation || isHeadCodeLoaded()) return
  keepTitleThroughVisit()
  void loadHeadCode()
}

/** Every route: keep campaign values from the URL, and (with consent) record the page view. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  captureCampaign(location.search)
  if (readConsent()?.choices.marketing) void loadTracking().then((tracking) => tracking.trackRouteChange(location.pathname))
}
