import { screen } from "@testing-library/react"
import { link, paragraph, strings } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/e-reefer.yaml, "Why choose an electric reefer?"
const text = (overrides: Record<string, unknown> = {}) =>
  paragraph("text", {
    field_title: "Why choose an electric reefer?",
    field_title_accent: "electric reefer",
    field_text: { processed: "<p>A conventional reefer burns up to 3,000 litres of diesel a year just for cooling.</p>" },
    ...overrides,
  })

describe("TextBlock", () => {
  it("shows the title with its accent and the text", () => {
    renderBlocks([text()])
    const heading = screen.getByRole("heading", { level: 2, name: /^Why choose an electric reefer/ })
    expect(heading.querySelector(".block__accent")).toHaveTextContent("electric reefer")
    expect(screen.getByText(/burns up to 3,000 litres/)).toBeInTheDocument()
    expect(screen.getByRole("region", { name: /^Why choose an electric reefer/ })).toHaveClass("block", "block--text")
  })

  it("uses every Component field that applies: limited width, border, layout, badge, action and contact link", () => {
    renderBlocks([
      text({
        field_layout_limited: true,
        field_border: true,
        field_layout: 2,
        field_badge: "New",
        field_action: link("/en/e-reefer-calculator/", "Open the calculator"),
        field_fake_button: true,
        field_contact_link: link("/en/contact/", "Contact us"),
      }),
    ])
    const region = screen.getByRole("region", { name: /^Why choose an electric reefer/ })
    expect(region).toHaveClass("block--border", "block--layout-2")
    expect(region.querySelector(".container")).toHaveClass("container--limited")
    expect(screen.getByText("New")).toHaveClass("block__badge")
    expect(screen.getByRole("link", { name: "Open the calculator" })).toHaveAttribute("href", "/en/e-reefer-calculator/")
    expect(screen.getByRole("link", { name: "Open the calculator" })).toHaveClass("button")
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveClass("block__action")
  })

  it("shows the action as a text link without fake_button, and leaves out an action without a label or target", () => {
    renderBlocks([
      text({ field_action: link("/en/contact/", "Talk to us") }),
      text({ field_title: "Other", field_action: link(null, "Nowhere") }),
    ])
    expect(screen.getByRole("link", { name: "Talk to us" })).toHaveClass("block__action")
    expect(screen.queryByText("Nowhere")).not.toBeInTheDocument()
  })

  it("fills bracketed keys of the text from the block's strings, first occurrence only", () => {
    renderBlocks([
      text({
        field_title: "Roadside help",
        field_title_accent: null,
        field_text: { processed: "<p>Call [phone] day and night. [phone] also takes text messages.</p>" },
        field_strings: strings({ phone: "+31 10 555 0199" }),
      }),
    ])
    expect(screen.getByText("Call +31 10 555 0199 day and night. [phone] also takes text messages.")).toBeInTheDocument()
  })

  it("renders text without a title as a plain section", () => {
    const { container } = renderBlocks([text({ field_title: null, field_title_accent: null })])
    expect(screen.queryByRole("heading")).not.toBeInTheDocument()
    expect(container.querySelector("section.block--text")).not.toHaveAttribute("aria-labelledby")
  })

  it("renders nothing without a title or text", () => {
    const { container } = renderBlocks([text({ field_title: null, field_text: null })])
    expect(container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
