import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import {
  CONSENT_CATEGORIES,
  FULL_CONSENT,
  NO_CONSENT,
  onConsentChange,
  onOpenConsentSettings,
  readConsent,
  saveConsent,
  type ConsentChoices,
} from "./consent-store"
import { CONSENT_PENDING_ATTRIBUTE } from "./consent-mode"
import "./consent.css"

/**
 * The cookie consent banner: shown until the visitor chooses, and again from the footer's "Cookie
 * settings". Accept all and Only necessary are equally prominent; Choose shows a box per category.
 * It is a labelled region at the top of the page, in the flow and not a modal: it covers nothing, the
 * page stays usable, and it comes first in the tab order.
 */
/** Whether a banner has hydrated yet in this page view. */
let hydrated = false

export function ConsentBanner() {
  const { t } = useTranslation("consent")
  const titleId = useId()
  // The server cannot know the stored choice: the first render (and the hydration that must match
  // it) has the banner, which the head script shows or hides before the first paint. Later mounts
  // (client-side navigation) know the choice at once.
  const [open, setOpen] = useState(() => !hydrated || !readConsent())
  const [reopened, setReopened] = useState(false)
  const [customising, setCustomising] = useState(false)
  const [draft, setDraft] = useState<ConsentChoices>(NO_CONSENT)
  const heading = useRef<HTMLHeadingElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const focusOnOpen = useRef(false)

  useEffect(() => {
    hydrated = true
    if (readConsent()) setOpen(false)
    // A choice made elsewhere (the map's own "allow") shows in the boxes while the banner is open.
    const stopFollowing = onConsentChange((consent) => setDraft(consent.choices))
    const stopListening = onOpenConsentSettings(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setDraft(readConsent()?.choices ?? NO_CONSENT)
      setCustomising(true)
      setReopened(true)
      focusOnOpen.current = true
      setOpen(true)
    })
    return () => {
      stopFollowing()
      stopListening()
    }
  }, [])

  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false
      heading.current?.focus()
    }
  }, [open])

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices)
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE)
    setOpen(false)
    setReopened(false)
    setCustomising(false)
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (target?.isConnected) target.focus()
  }

  if (!open) return null
  return (
    <section className={reopened ? "consent-banner" : "consent-banner consent-banner--until-chosen"} aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="consent-banner__title">
          {t("title")}
        </h2>
        <p className="consent-banner__text">{t("text")}</p>
        {customising && (
          <fieldset className="consent-banner__categories">
            <legend className="visually-hidden">{t("title")}</legend>
            <div className="consent-category">
              <input id={`${titleId}-necessary`} type="checkbox" checked disabled aria-describedby={`${titleId}-necessary-text`} />
              <label htmlFor={`${titleId}-necessary`}>
                {t("category_necessary")} <span className="consent-category__always">({t("always_on")})</span>
              </label>
              <p id={`${titleId}-necessary-text`}>{t("category_necessary_text")}</p>
            </div>
            {CONSENT_CATEGORIES.map((category) => (
              <div key={category} className="consent-category">
                <input
                  id={`${titleId}-${category}`}
                  type="checkbox"
                  checked={draft[category]}
                  aria-describedby={`${titleId}-${category}-text`}
                  onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                />
                <label htmlFor={`${titleId}-${category}`}>{t(`category_${category}`)}</label>
                <p id={`${titleId}-${category}-text`}>{t(`category_${category}_text`)}</p>
              </div>
            ))}
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <button type="button" className="consent-button" onClick={() => decide(FULL_CONSENT)}>
            {t("accept_all")}
          </button>
          <button type="button" className="consent-button" onClick={() => decide(NO_CONSENT)}>
            {t("reject_all")}
          </button>
          {customising ? (
            <button type="button" className="consent-button consent-button--secondary" onClick={() => decide(draft)}>
              {t("save")}
            </button>
          ) : (
            <button
              type="button"
              className="consent-button consent-button--secondary"
              onClick={() => {
                setDraft(readConsent()?.choices ?? NO_CONSENT)
                setCustomising(true)
              }}
            >
              {t("customise")}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
