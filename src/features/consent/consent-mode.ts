import { CONSENT_MODE_SIGNALS, CONSENT_STORAGE_KEY, CONSENT_VERSION } from "./consent-store"

/**
 * The inline head script of every page: Google Consent Mode v2 defaults (everything but security
 * storage denied) before any tag can run, then the visitor's stored choice, if any.
 */
export function consentModeBootstrapScript(): string {
  const signals = JSON.stringify(CONSENT_MODE_SIGNALS)
  return [
    "window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};",
    `(function(){var m=${signals};function state(c){var s={};for(var k in m){s[k]=m[k]==="necessary"||(c&&c[m[k]])?"granted":"denied"}return s}`,
    "var d=state(null);d.wait_for_update=500;gtag('consent','default',d);",
    `try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");if(v&&v.version===${CONSENT_VERSION}&&v.choices){gtag('consent','update',state(v.choices))}}catch(e){}})();`,
  ].join("")
}
