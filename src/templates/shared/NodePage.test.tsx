import { screen, within } from "@testing-library/react"
import { pageContext, SHELL_DATA } from "../../test-utils/shell-data"
import { renderInLocale } from "../../test-utils/render"
import { NodePage } from "./NodePage"
import { preloadShellIslands } from "../../test-utils/shell-islands"

beforeAll(preloadShellIslands)

const node = {
  drupal_id: "about",
  langcode: "nl",
  title: "Over ons",
  changed: null,
  field_noindex: null,
  metatag: null,
  field_description: { processed: "<p>Wie we zijn.</p>" },
  relationships: null,
}

describe("NodePage", () => {
  it("renders the page header from the node, and the breadcrumbs from the node and its ancestors", () => {
    const context = pageContext({ language: "nl", i18n: { path: "/nl/over-ons/" }, ancestors: [{ name: "Bedrijf", path: "/nl/bedrijf/" }] })
    renderInLocale(
      <NodePage pageContext={context} data={{ ...SHELL_DATA, node }}>
        <p>Body</p>
      </NodePage>,
      "nl",
    )
    expect(screen.getByRole("heading", { level: 1, name: "Over ons" })).toBeInTheDocument()
    expect(screen.getByText("Wie we zijn.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Fleetlane" })).toHaveAttribute("href", "/nl/")
    const breadcrumbs = within(screen.getByRole("navigation", { name: "Kruimelpad" }))
    expect(breadcrumbs.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/nl/"],
      ["Bedrijf", "/nl/bedrijf/"],
    ])
    expect(breadcrumbs.getByText("Over ons")).toHaveAttribute("aria-current", "page")
  })

  it("falls back to the missing-data message when the node is gone", () => {
    renderInLocale(<NodePage pageContext={pageContext()} data={{ ...SHELL_DATA, node: null }} />)
    expect(screen.getByRole("heading", { name: "Whoops, the data is missed" })).toBeInTheDocument()
    expect(screen.getByText("We are working on it...")).toBeInTheDocument()
  })

  it("says it in the page's language", () => {
    renderInLocale(<NodePage pageContext={pageContext({ language: "de" })} data={{ ...SHELL_DATA, node: null }} />, "de")
    expect(screen.getByRole("heading", { name: "Hoppla, die Daten fehlen" })).toBeInTheDocument()
  })

  it("lets a page type show its own header", () => {
    renderInLocale(<NodePage pageContext={pageContext()} data={{ ...SHELL_DATA, node }} header={<h1>Own header</h1>} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Own header")
  })
})
