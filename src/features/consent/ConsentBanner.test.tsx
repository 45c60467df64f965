import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderInLocale } from "../../test-utils/render"
import { ConsentBanner } from "./ConsentBanner"
import { ConsentGate } from "./ConsentGate"
import { CONSENT_STORAGE_KEY, readConsent } from "./consent-store"
import { CookieSettingsButton } from "./CookieSettingsButton"

const de = require("../../i18n/de/consent.json")

beforeEach(() => localStorage.clear())

function renderShell() {
  return renderInLocale(
    <>
      <ConsentBanner />
      <footer>
        <CookieSettingsButton />
      </footer>
      <ConsentGate>
        <p>The map</p>
      </ConsentGate>
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

  it("keeps the map behind its notice until external media are allowed", async () => {
    const user = userEvent.setup({ delay: null })
    renderShell()
    expect(screen.queryByText("The map")).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: de.maps_allow }))
    expect(screen.getByText("The map")).toBeInTheDocument()
    expect(readConsent()?.choices.functional).toBe(true)
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
