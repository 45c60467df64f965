import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FIXED_IDS } from "../../config/fixed-ids"
import { MENU_ANIMATION_MS } from "../../config/layout"
import { routeInfo, type ShellPageContext } from "../../drupal/mappers/shell-frame"
import { renderInLocale } from "../../test-utils/render"
import { pageContext, SHELL_DATA } from "../../test-utils/shell-data"
import { Layout } from "./Layout"
import { preloadShellIslands } from "../../test-utils/shell-islands"

beforeAll(preloadShellIslands)

function renderLayout(context: Partial<ShellPageContext> = {}, locale = context.language ?? "en") {
  return renderInLocale(
    <Layout
      data={SHELL_DATA}
      route={routeInfo(pageContext(context))}
      banner={<div role="region" aria-label="Cookie consent" />}
      footerSlots={{ newsletter: <form aria-label="Newsletter" />, cookieSettings: <button type="button">Cookie settings</button> }}
    >
      <p>Page content</p>
    </Layout>,
    locale,
  )
}

describe("the slide-in navigation", () => {
  it("opens as a modal dialog: focus moves in, the page behind is inert and does not scroll", async () => {
    const user = userEvent.setup()
    renderLayout()
    const toggle = screen.getByRole("button", { name: "Menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "site-navigation")
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const dialog = screen.getByRole("dialog", { name: "Menu" })
    expect(dialog).toHaveAttribute("id", "site-navigation")
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus()
    expect(document.querySelector("main")).toHaveAttribute("inert")
    expect(document.querySelector("footer")).toHaveAttribute("inert")
    expect(document.querySelector("header.site-header")).toHaveAttribute("inert")
    expect(document.documentElement).toHaveClass("scroll-locked")
  })

  it("closes with Escape, gives focus back to the toggle and unlocks scrolling", async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole("button", { name: "Menu" }))
    await user.keyboard("{Escape}")
    const toggle = screen.getByRole("button", { name: "Menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
    expect(document.querySelector("main")).not.toHaveAttribute("inert")
    expect(document.documentElement).not.toHaveClass("scroll-locked")
  })

  it("closes on a press outside it, on the dimmed page", async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole("button", { name: "Menu" }))
    await user.pointer({ keys: "[MouseLeft>]", target: document.body })
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("drills into a submenu and back, each with its own state, all closed once the menu has closed", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderLayout()
    await user.click(screen.getByRole("button", { name: "Menu" }))
    const mainMenu = within(screen.getByRole("navigation", { name: "Main menu" }))
    const trigger = mainMenu.getByRole("button", { name: "Rental & leasing" })
    await user.click(trigger)
    expect(trigger).toHaveAttribute("aria-expanded", "true")
    const submenu = document.getElementById(trigger.getAttribute("aria-controls") ?? "")
    expect(submenu).not.toHaveAttribute("hidden")
    const back = within(submenu as HTMLElement).getByRole("button", { name: "Back" })
    expect(back).toHaveFocus()
    expect(
      within(submenu as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rental", "Leasing"])
    await user.click(back)
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    expect(trigger).toHaveFocus()

    await user.click(trigger)
    await user.click(screen.getByRole("button", { name: "Close" }))
    act(() => jest.advanceTimersByTime(MENU_ANIMATION_MS))
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false")
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    jest.useRealTimers()
  })

  it("offers each country's locales, going to the page's translation or else to the locale's home", async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole("button", { name: "Menu" }))
    await user.click(screen.getByRole("button", { name: /Country and language/ }))
    const links = screen.getAllByRole("link").filter((link) => link.getAttribute("hreflang"))
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["International: English", "/en/about/"],
      ["Germany: Deutsch", "/de/ueber-uns/"],
      ["Switzerland: Deutsch", "/de-ch/"],
      ["Switzerland: Français", "/fr-ch/"],
    ])
    expect(links[0]).toHaveAttribute("aria-current", "true")
    // The links to a home page, for want of a translation, say so.
    expect(links.map((link) => link.getAttribute("aria-describedby") !== null)).toEqual([false, false, true, true])
    expect(links[2]).toHaveAccessibleDescription("home page: this page is not translated")
  })

  it("makes the 24/7 number in the info block a tap-to-call link", async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole("button", { name: "Menu" }))
    expect(screen.getByRole("link", { name: "+31 10 555 0199" })).toHaveAttribute("href", "tel:+31105550199")
  })
})

describe("the header", () => {
  it("shows the logo linking home, and the contact button", () => {
    renderLayout()
    expect(screen.getByRole("link", { name: "Fleetlane" })).toHaveAttribute("href", "/en/")
    expect(screen.getByRole("img", { name: "Fleetlane" })).toHaveAttribute("src", "/static/logo.svg")
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en/contact/")
  })

  it("links to the locale's search page when there is one", () => {
    const { unmount } = renderLayout({ searchPath: "/en/search/" })
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/en/search/")
    unmount()
    renderLayout()
    expect(screen.queryByRole("link", { name: "Search" })).not.toBeInTheDocument()
  })

  it("shows the Swiss logo for de-ch and fr-ch", () => {
    renderLayout({ language: "fr-ch" }, "fr-ch")
    expect(screen.getByRole("img", { name: "Fleetlane" })).toHaveAttribute("src", "/static/logo-swiss.svg")
  })

  it("turns the menu toggle into a history back button on form pages", async () => {
    const user = userEvent.setup()
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined)
    window.history.pushState({}, "", "/en/contact/")
    renderLayout({ nodeType: "form" })
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Back" }))
    expect(back).toHaveBeenCalled()
    back.mockRestore()
  })
})

describe("the footer", () => {
  it("shows the link columns, the extra links, the social links and the plugged-in controls", () => {
    renderLayout()
    const footer = within(screen.getByRole("contentinfo"))
    expect(
      within(footer.getByRole("navigation", { name: "Footer menu" }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rental", "Customer portal"])
    expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/company/fleetlane")
    expect(footer.getByRole("form", { name: "Newsletter" })).toBeInTheDocument()
    expect(footer.getByRole("button", { name: "Cookie settings" })).toBeInTheDocument()
    expect(footer.getByText(`© ${new Date().getFullYear()} Fleetlane.`)).toBeInTheDocument()
  })

  it("shows cookie settings once: its own control, not an editors' link to the cookie section as well", () => {
    renderLayout()
    const footer = within(screen.getByRole("contentinfo"))
    expect(footer.getAllByText("Cookie settings")).toHaveLength(1)
    expect(footer.getByRole("button", { name: "Cookie settings" })).toBeInTheDocument()
  })

  it("shows the legal notice only for de", () => {
    renderLayout({ language: "de" }, "de")
    expect(screen.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/de/impressum/")
  })

  it.each(["en", "de-at", "de-ch"])("has no legal notice for %s", (locale) => {
    renderLayout({ language: locale }, locale)
    expect(screen.queryByRole("link", { name: "Impressum" })).not.toBeInTheDocument()
  })

  it("shows the registration information only on the en-gb homepage", () => {
    const { unmount } = renderLayout({ language: "en-gb", uuid: FIXED_IDS.homepage, i18n: { path: "/en-gb/" } }, "en-gb")
    expect(screen.getByText(/company number 08431276/)).toBeInTheDocument()
    unmount()
    renderLayout({ language: "en-gb" }, "en-gb")
    expect(screen.queryByText(/company number 08431276/)).not.toBeInTheDocument()
  })
})
