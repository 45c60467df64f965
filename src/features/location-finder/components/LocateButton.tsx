import { useId } from "react"
import { useTranslation } from "react-i18next"
import type { GeolocationAccess } from "../geolocation"

interface LocateButtonProps {
  access: GeolocationAccess
  onLocate: () => void
}

/**
 * "Use my location", next to the city field: the browser asks for the visitor's position only
 * after this gesture, never on load. When the visitor has blocked the site, the button stays in
 * place, unavailable, with the reason above it (where the other fields have their labels, so the
 * row stays aligned); without geolocation there is no button.
 */
export function LocateButton({ access, onLocate }: LocateButtonProps) {
  const { t } = useTranslation("finder")
  const noteId = useId()
  if (access === "unsupported") return null
  const blocked = access === "denied"
  return (
    <div className="location-finder__field location-finder__locate">
      {blocked && (
        <p id={noteId} className="location-finder__locate-note">
          {t("location_blocked")}
        </p>
      )}
      <button
        type="button"
        className="location-finder__locate-button"
        // aria-disabled rather than disabled: the button keeps its focus and tells why it does nothing.
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? noteId : undefined}
        onClick={blocked ? undefined : onLocate}
      >
        <svg className="location-finder__locate-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t("use_my_location")}
      </button>
    </div>
  )
}
