import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { readConsent, saveConsent, NO_CONSENT, type ConsentCategory } from "./consent-store"
import { useConsent } from "./use-consent"
import "./consent.css"

/**
 * Renders what needs consent (Google Maps: category "functional") only once the visitor allowed it;
 * until then a notice with a button that allows it. Used by the location finder's map.
 */
export function ConsentGate({ category = "functional", children }: { category?: ConsentCategory; children: ReactNode }) {
  const { t } = useTranslation("consent")
  const consent = useConsent()
  if (consent?.choices[category]) return <>{children}</>
  return (
    <div className="consent-gate">
      <p>{t("maps_blocked")}</p>
      <button
        type="button"
        className="consent-button"
        onClick={() => saveConsent({ ...(readConsent()?.choices ?? NO_CONSENT), [category]: true })}
      >
        {t("maps_allow")}
      </button>
    </div>
  )
}
