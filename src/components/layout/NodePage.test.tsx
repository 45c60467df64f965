import { screen } from "@testing-library/react"
import { renderInLocale } from "../../test-utils/render"
import { NodePage } from "./NodePage"

const settings = { field_brand_name: "Fleetlane", relationships: { field_logo: null, field_logo_alternative: null } }

describe("NodePage", () => {
  it("renders the page header from the node", () => {
    const node = {
      drupal_id: "x",
      langcode: "nl",
      title: "Over ons",
      changed: null,
      field_noindex: null,
      metatag: null,
      field_description: { processed: "<p>Wie we zijn.</p>" },
    }
    renderInLocale(
      <NodePage locale="nl" settings={settings} node={node}>
        <p>Body</p>
      </NodePage>,
      "nl",
    )
    expect(screen.getByRole("heading", { level: 1, name: "Over ons" })).toBeInTheDocument()
    expect(screen.getByText("Wie we zijn.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Fleetlane" })).toHaveAttribute("href", "/nl/")
  })

  it("falls back to the missing-data message when the node is gone", () => {
    renderInLocale(<NodePage locale="en" settings={settings} node={null} />)
    expect(screen.getByRole("heading", { name: "Whoops, the data is missed" })).toBeInTheDocument()
    expect(screen.getByText("We are working on it...")).toBeInTheDocument()
  })

  it("says it in the page's language", () => {
    renderInLocale(<NodePage locale="de" settings={settings} node={null} />, "de")
    expect(screen.getByRole("heading", { name: "Hoppla, die Daten fehlen" })).toBeInTheDocument()
  })
})
