import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/leasing.yaml, "What a full-service lease includes".
const items = [
  ["Maintenance and repairs", "All scheduled maintenance and repairs due to normal wear, in our workshops or on site."],
  ["Tyres", "Tyre checks, replacement and our TyrePlus pressure monitoring."],
  ["Replacement equipment", "A replacement unit while yours is in the workshop for longer than a day."],
  ["Connected solutions", "FleetConnected and BrakePlus data for every leased trailer."],
].map(([title, text], index) => ({ id: `item-${index}`, field_title: title, field_text: { processed: `<p>${text}</p>` } }))

const accordion = (overrides: Record<string, unknown> = {}) =>
  paragraph("accordion", { field_title: "What a full-service lease includes", relationships: { field_items: items }, ...overrides })

describe("AccordionBlock", () => {
  it("gives the page's first accordion the main-accordion panel group, and the next ones their own ids", () => {
    const { container } = renderBlocks([accordion(), accordion({ field_title: "How we work" })])
    expect(container.querySelectorAll("#main-accordion")).toHaveLength(1)
    expect(container.querySelector("#main-accordion-2")).toBeInTheDocument()
  })

  it("opens one panel at a time without expand all (the max accordion)", async () => {
    const user = userEvent.setup()
    renderBlocks([accordion()])
    const tyres = screen.getByRole("button", { name: "Tyres" })
    const maintenance = screen.getByRole("button", { name: "Maintenance and repairs" })
    expect(tyres).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(/TyrePlus pressure monitoring/)).not.toBeVisible()

    await user.click(tyres)
    expect(tyres).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "Tyres" })).toBeVisible()

    await user.click(maintenance)
    expect(maintenance).toHaveAttribute("aria-expanded", "true")
    expect(tyres).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("button", { name: "Expand all" })).not.toBeInTheDocument()
  })

  it("offers expand all and collapse all where isExpandItems, with panels open independently", async () => {
    const user = userEvent.setup()
    renderBlocks([accordion({ field_is_expand_items: true })])
    await user.click(screen.getByRole("button", { name: "Tyres" }))
    await user.click(screen.getByRole("button", { name: "Connected solutions" }))
    expect(screen.getByRole("button", { name: "Tyres" })).toHaveAttribute("aria-expanded", "true")

    await user.click(screen.getByRole("button", { name: "Expand all" }))
    for (const button of screen.getAllByRole("button", { expanded: true })) expect(button).toHaveAttribute("aria-controls")
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(4)

    await user.click(screen.getByRole("button", { name: "Collapse all" }))
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0)
  })

  it("puts each title in a heading below the block title", () => {
    renderBlocks([accordion()])
    const heading = screen.getByRole("heading", { level: 3, name: "Tyres" })
    expect(within(heading).getByRole("button")).toHaveAttribute("aria-controls", expect.stringMatching(/^main-accordion-panel-/))
  })

  it("says expand all in the page's language", () => {
    renderBlocks([accordion({ field_is_expand_items: true })], "de")
    expect(screen.getByRole("button", { name: "Alle aufklappen" })).toBeInTheDocument()
  })

  it("renders nothing without items", () => {
    const { container } = renderBlocks([accordion({ relationships: { field_items: [] } }), accordion({ relationships: null })])
    expect(container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
