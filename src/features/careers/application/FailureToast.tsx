import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { takeApplicationFailure } from "../../../domain/careers/application-failure"
import "./application.css"

/**
 * Spec (forms section 4): after an application could not be delivered and the page reloaded, a
 * persistent error toast: it stays until the applicant closes it. Loaded with the form page, not
 * with the form's code, so it shows without any interaction.
 */
export function ApplicationFailureToast() {
  const { t } = useTranslation("careers")
  const [visible, setVisible] = useState(false)
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    try {
      setVisible(takeApplicationFailure(window.localStorage))
    } catch {
      // No local storage (private mode): nothing was flagged.
    }
  }, [])
  if (!visible) return null
  return (
    <div className="application-toast" role="alert">
      <p className="application-toast__text">{t("failure_toast")}</p>
      <button ref={closeButton} type="button" className="application-toast__close" onClick={() => setVisible(false)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("failure_toast_close")}</span>
      </button>
    </div>
  )
}
