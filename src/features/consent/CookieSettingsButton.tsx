import { useTranslation } from "react-i18next"
import { openConsentSettings } from "./consent-store"

/** The footer control that reopens the cookie settings. */
export function CookieSettingsButton() {
  const { t } = useTranslation("consent")
  return (
    <button type="button" className="cookie-settings-button" onClick={openConsentSettings}>
      {t("cookie_settings")}
    </button>
  )
}
