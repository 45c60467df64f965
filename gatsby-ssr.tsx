import type { GatsbySSR } from "gatsby"
import { consentModeBootstrapScript } from "./src/features/consent/consent-mode"

/** The <html lang> of each page is set by its Head; this is the fallback before hydration. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // Consent Mode v2 defaults must be in place before any tag can load.
  setHeadComponents([<script key="consent-mode" dangerouslySetInnerHTML={{ __html: consentModeBootstrapScript() }} />])
}
