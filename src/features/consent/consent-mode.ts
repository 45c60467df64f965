import { CONSENT_MODE_SIGNALS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from "./consent-store"

/** Set on <html> before the first paint while the visitor has not chosen: the banner shows from the start. */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending"

/**
 * The inline head script of every page: Google Consent Mode v2 defaults (everything but security
 * storage denied) before any tag can run, then the visitor's stored choice, if any. Without a
 * stored choice it marks the page as pending, so the server-rendered banner is in the layout from
 * the first paint (no shift when it appears) and a returning visitor never sees it flash.
 */
export function consentModeBootstrapScript(): string {
  const signals = JSON.stringify(CONSENT_MODE_SIGNALS)
  return [
    "window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};",
    `(function(){var m=${signals};function state(c){var s={};for(var k in m){s[k]=m[k]==="necessary"||(c&&c[m[k]])?"granted":"denied"}return s}`,
    "var d=state(null);d.wait_for_update=500;gtag('consent','default',d);",
    `var v=null;try{v=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null")}catch(e){}`,
    `if(v&&v.version===${CONSENT_VERSION}&&v.choices&&typeof v.decidedAt==="string"){gtag('consent','update',state(v.choices))}`,
    `else{document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")}})();`,
  ].join("")
}
