import { useTranslation } from "react-i18next"
import { CONSENT_SETTINGS_ATTRIBUTE } from "./consent-store"

/**
 * The footer control that reopens the cookie settings. It needs no React handler (a listener on the
 * document answers it: listenForConsentSettingsControls), so it works in the footer's server HTML,
 * which React keeps without hydrating.
 */
export function CookieSettingsButton() {
  const { t } = useTranslation("consent")
  return (
    <button type="button" className="cookie-settings-button" {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "" }}>
      {t("cookie_settings")}
    </button>
  )
}
