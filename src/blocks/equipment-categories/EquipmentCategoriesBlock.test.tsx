import { screen, within } from "@testing-library/react"
import { equipmentNode, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/equipment.yaml, "Browse by category": every category, by weight.
const categories = () => [
  equipmentNode("curtainsiders", "Curtainsiders", "equipment"),
  equipmentNode("refrigerated-trailers", "Refrigerated trailers", "equipment"),
  equipmentNode("box-trailers", "Box trailers", "equipment"),
  equipmentNode("trucks", "Trucks", "equipment"),
  equipmentNode("vans", "Vans", "equipment"),
]

const block = (overrides: Record<string, unknown> = {}) =>
  paragraph("equipment_categories", { field_title: "Browse by category", listing: categories(), ...overrides })

describe("EquipmentCategoriesBlock", () => {
  it("links to each category in the order given", () => {
    renderBlocks([block()])
    const links = screen.getAllByRole("article").map((card) => within(card).getByRole("link"))
    expect(links.map((link) => link.textContent)).toEqual(["Curtainsiders", "Refrigerated trailers", "Box trailers", "Trucks", "Vans"])
    expect(links[4]).toHaveAttribute("href", "/en/equipment/vans/")
  })

  it("shows cards without a block title one heading level up", () => {
    renderBlocks([block({ field_title: null })])
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(5)
  })

  it("renders nothing without categories", () => {
    expect(renderBlocks([block({ listing: [] })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })

  it("leaves out a category without a title", () => {
    renderBlocks([block({ listing: [{ ...categories()[0], title: null }, categories()[1]] })])
    expect(screen.getAllByRole("article")).toHaveLength(1)
  })
})
