import { screen, within } from "@testing-library/react"
import { media, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/about-us.yaml, "Our story".
const moments = [
  [
    "1987",
    "Founded in Rotterdam",
    "Fleetlane starts with twelve curtainsider trailers for rent in the port of Rotterdam.",
    "blue",
    "curtainsider",
  ],
  ["1998", "Our own workshops", "We open workshops in the Netherlands, Belgium and Germany.", "sand", "workshop"],
  ["2006", "Across Europe", "New branches in the United Kingdom, France, Scandinavia and Poland.", "grey", null],
  ["2024", "Electric and transatlantic", "The first e-Reefers join the fleet.", "url(javascript:alert(1))", null],
].map(([label, title, text, background, image], index) => ({
  id: `moment-${index}`,
  field_label: label,
  field_title: title,
  field_text: { processed: `<p>${text}</p>` },
  field_background: background,
  relationships: { field_image: image ? media(`${image}.svg`, title!) : null },
}))

const timeline = (overrides: Record<string, unknown> = {}) =>
  paragraph("timeline", { field_title: "Our story", relationships: { field_items: moments }, ...overrides })

describe("TimelineBlock", () => {
  it("lists the moments in order with label, title, text and image", () => {
    renderBlocks([timeline()])
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Founded in Rotterdam",
      "Our own workshops",
      "Across Europe",
      "Electric and transatlantic",
    ])
    expect(within(items[0]).getByText("1987")).toHaveClass("timeline__label")
    expect(within(items[0]).getByRole("img", { name: "Founded in Rotterdam" })).toBeInTheDocument()
    expect(within(items[2]).queryByRole("img")).not.toBeInTheDocument()
  })

  it("colours items by their background name and ignores names that are not one", () => {
    renderBlocks([timeline()])
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items[0]).toHaveClass("timeline__item--blue")
    expect(items[1]).toHaveClass("timeline__item--sand")
    expect(items[3].className).toBe("timeline__item")
  })

  it("renders nothing without moments", () => {
    expect(renderBlocks([timeline({ relationships: { field_items: [] } })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
