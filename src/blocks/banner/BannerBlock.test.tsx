import { screen } from "@testing-library/react"
import { link, media, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/home.yaml, "Fleet insight in real time".
const banner = (overrides: Record<string, unknown> = {}) =>
  paragraph("banner", {
    field_title: "Fleet insight in real time",
    field_title_accent: "real time",
    field_badge: "Connected solutions",
    field_text: {
      processed: "<p>With FleetConnected you see the location, temperature, door status and tyre pressure of every trailer.</p>",
    },
    field_action: link("/en/connected-solutions-enquiry/", "Request a demo"),
    field_fake_button: true,
    field_layout_limited: true,
    relationships: { field_image: media("telematics.svg", "A trailer sending live data") },
    ...overrides,
  })

describe("BannerBlock", () => {
  it("shows title, badge, text, image and the action as a button", () => {
    const { container } = renderBlocks([banner()])
    expect(screen.getByRole("heading", { level: 2, name: /^Fleet insight in/ })).toBeInTheDocument()
    expect(screen.getByText("Connected solutions")).toHaveClass("block__badge")
    expect(screen.getByText(/door status and tyre pressure/)).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "A trailer sending live data" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Request a demo" })).toHaveClass("button")
    expect(container.querySelector(".block--banner")).toHaveClass("banner--with-image")
    expect(container.querySelector(".container")).toHaveClass("container--limited")
  })

  it("shows the action as a link without fake_button, and does without an image", () => {
    const { container } = renderBlocks([banner({ field_fake_button: false, relationships: { field_image: null } })])
    expect(screen.getByRole("link", { name: "Request a demo" })).toHaveClass("block__action")
    expect(container.querySelector(".block--banner")).not.toHaveClass("banner--with-image")
  })

  it("renders nothing without title, text or action", () => {
    expect(
      renderBlocks([banner({ field_title: null, field_text: null, field_action: null })]).container.querySelector(".island"),
    ).toBeEmptyDOMElement()
  })
})
