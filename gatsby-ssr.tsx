import type { GatsbySSR } from "gatsby"
import { consentModeBootstrapScript } from "./src/features/consent/consent-mode"
import { EARLY_INTERACTION_SCRIPT } from "./src/islands/first-interaction"
import { HOLD_SUBMIT_SCRIPT } from "./src/islands/form-takeover"

/** The <html lang> of each page is set by its Head; this is the fallback before hydration. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // Consent Mode v2 defaults must be in place before any tag can load.
    <script key="consent-mode" dangerouslySetInnerHTML={{ __html: consentModeBootstrapScript() }} />,
    // Forms load their code at the first interaction, which may come before the site's code runs.
    <script key="early-interaction" dangerouslySetInnerHTML={{ __html: EARLY_INTERACTION_SCRIPT }} />,
    // A form submitted before its code has taken over waits for it, instead of reloading the page.
    <script key="hold-submit" dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SCRIPT }} />,
  ])
}
