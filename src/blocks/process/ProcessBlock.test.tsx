import { screen, within } from "@testing-library/react"
import { paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/home.yaml, "Your equipment in four steps".
const steps = [
  ["Tell us what you need", "Share the type of equipment, the period and the region."],
  ["Receive a tailored offer", "You get a clear proposal with rates, service options and availability."],
  ["Pick up or have it delivered", "Collect your equipment at one of our locations or have it delivered."],
  ["Drive with peace of mind", "Maintenance, inspections and 24/7 roadside assistance keep your fleet moving."],
].map(([title, text], index) => ({ id: `step-${index}`, field_title: title, field_text: { processed: `<p>${text}</p>` } }))

const process = (overrides: Record<string, unknown> = {}) =>
  paragraph("process", {
    field_title: "Your equipment in four steps",
    field_title_accent: "four steps",
    field_layout_type: 4,
    relationships: { field_items: steps },
    ...overrides,
  })

describe("ProcessBlock", () => {
  it("numbers the steps in order, each heading saying its step", () => {
    renderBlocks([process()])
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items).toHaveLength(4)
    expect(within(items[1]).getByRole("heading", { level: 3 })).toHaveTextContent("Step 2: Receive a tailored offer")
    expect(within(items[1]).getByText("2")).toHaveAttribute("aria-hidden", "true")
    expect(screen.getByRole("list")).toHaveStyle("--columns: 4")
  })

  it("says step in the page's language", () => {
    renderBlocks([process()], "fr")
    expect(screen.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Étape 1: Tell us what you need")
  })

  it("puts as many steps side by side as there are without a layout_type", () => {
    renderBlocks([process({ field_layout_type: null, relationships: { field_items: steps.slice(0, 3) } })])
    expect(screen.getByRole("list")).toHaveStyle("--columns: 3")
  })

  it("renders nothing without steps", () => {
    expect(
      renderBlocks([process({ relationships: { field_items: [{ id: "x", field_title: "", field_text: null }] } })]).container.querySelector(
        ".island",
      ),
    ).toBeEmptyDOMElement()
  })
})
