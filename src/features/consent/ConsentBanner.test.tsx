import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInLocale } from "../../test-utils/render"
import { ConsentBanner } from "./ConsentBanner"
import { CONSENT_STORAGE_KEY, listenForConsentSettingsControls, readConsent, setCategoryConsent } from "./consent-store"
import { CookieSettingsButton } from "./CookieSettingsButton"
import { useCategoryConsent } from "./use-consent"

const de = require("../../i18n/de/consent.json")

let stopListening: () => void
beforeEach(() => {
  localStorage.clear()
  // What gatsby-browser does once per page load: the footer's control needs no React handler.
  stopListening = listenForConsentSettingsControls()
})
afterEach(() => stopListening())

/** What an embed reads of the consent (the location finder's map reads "functional"). */
function Embed() {
  const { granted, grant } = useCategoryConsent("functional")
  return granted ? (
    <p>The map</p>
  ) : (
    <button type="button" onClick={grant}>
      Allow the map
    </button>
  )
}

function renderShell() {
  return renderInLocale(
    <>
      <ConsentBanner />
      <footer>
        <CookieSettingsButton />
      </footer>
      <Embed />
    </>,
    "de",
    ["consent"],
  )
}

describe("the cookie consent banner", () => {
  it("asks until the visitor chooses, in the page's language, and remembers the choice", async () => {
    const user = userEvent.setup({ delay: null })
    const { unmount } = renderShell()
    expect(screen.getByRole("region", { name: de.title })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: de.reject_all }))
    expect(screen.queryByRole("region", { name: de.title })).not.toBeInTheDocument()
    expect(readConsent()?.choices).toEqual({ functional: false, analytics: false, marketing: false })
    unmount()
    renderShell()
    expect(screen.queryByRole("region", { name: de.title })).not.toBeInTheDocument()
  })

  it("reopens from the footer with the focus on it, lets the visitor choose per category, and returns the focus", async () => {
    const user = userEvent.setup({ delay: null })
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, choices: { functional: false, analytics: false, marketing: false }, decidedAt: "2025-01-01T00:00:00Z" }),
    )
    renderShell()
    const settings = screen.getByRole("button", { name: de.cookie_settings })
    settings.focus()
    await user.keyboard("{Enter}")
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: de.title }))
    expect(screen.getByRole("checkbox", { name: new RegExp(de.category_necessary) })).toBeDisabled()
    await user.click(screen.getByRole("checkbox", { name: de.category_analytics }))
    await user.click(screen.getByRole("button", { name: de.save }))
    expect(readConsent()?.choices).toEqual({ functional: false, analytics: true, marketing: false })
    expect(document.activeElement).toBe(settings)
  })

  it("shows in its boxes a category an embed allowed, keeping the others as they were", async () => {
    const user = userEvent.setup({ delay: null })
    renderShell()
    const banner = screen.getByRole("region", { name: de.title })
    await user.click(screen.getByRole("button", { name: de.customise }))
    expect(within(banner).getByRole("checkbox", { name: de.category_functional })).not.toBeChecked()
    await user.click(screen.getByRole("button", { name: "Allow the map" }))
    expect(screen.getByText("The map")).toBeInTheDocument()
    expect(within(banner).getByRole("checkbox", { name: de.category_functional })).toBeChecked()
    expect(within(banner).getByRole("checkbox", { name: de.category_analytics })).not.toBeChecked()
    expect(readConsent()?.choices).toEqual({ functional: true, analytics: false, marketing: false })
  })

  it("lets an embed's category be withdrawn in the settings", async () => {
    const user = userEvent.setup({ delay: null })
    renderShell()
    await user.click(screen.getByRole("button", { name: de.accept_all }))
    expect(screen.getByText("The map")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: de.cookie_settings }))
    await user.click(screen.getByRole("checkbox", { name: de.category_functional }))
    await user.click(screen.getByRole("button", { name: de.save }))
    expect(screen.getByRole("button", { name: "Allow the map" })).toBeInTheDocument()
    expect(readConsent()?.choices).toEqual({ functional: false, analytics: true, marketing: true })
  })

  it("holds a choice for the page view when storage refuses it", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    try {
      renderShell()
      act(() => void setCategoryConsent("functional", true))
      expect(screen.getByText("The map")).toBeInTheDocument()
      expect(readConsent()?.choices.functional).toBe(true)
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    } finally {
      setItem.mockRestore()
      // A choice storage takes again replaces the one held for the page view.
      act(() => void setCategoryConsent("functional", false))
    }
    expect(readConsent()?.choices.functional).toBe(false)
  })

  it("follows a choice made in another tab", () => {
    renderShell()
    act(() => {
      localStorage.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({
          version: 1,
          choices: { functional: true, analytics: false, marketing: false },
          decidedAt: "2025-01-01T00:00:00Z",
        }),
      )
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }))
    })
    expect(screen.getByText("The map")).toBeInTheDocument()
  })
})
