import { screen, within } from "@testing-library/react"
import { equipmentNode, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/equipment.yaml, "Popular with our customers".
const popular = () => [
  equipmentNode("standard-curtainsider", "Standard curtainsider (3 axles)", "equipment/curtainsiders"),
  equipmentNode("e-reefer", "Electric refrigerated trailer (e-reefer)", "equipment/refrigerated-trailers"),
  equipmentNode("tractor-unit-4x2", "Tractor unit 4x2", "equipment/trucks"),
  equipmentNode("electric-van", "Electric panel van", "equipment/vans"),
]

const equipment = (overrides: Record<string, unknown> = {}) =>
  paragraph("equipment", { field_title: "Popular with our customers", listing: popular(), ...overrides })

describe("EquipmentBlock", () => {
  it("shows each piece of equipment as a card linking to its page", () => {
    renderBlocks([equipment()])
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(4)
    expect(within(cards[1]).getByRole("link", { name: "Electric refrigerated trailer (e-reefer)" })).toHaveAttribute(
      "href",
      "/en/equipment/refrigerated-trailers/e-reefer/",
    )
    expect(within(cards[1]).getByText("The electric refrigerated trailer (e-reefer).")).toHaveClass("card__description")
  })

  it("uses columns, hover titles and border from the component", () => {
    const { container } = renderBlocks([equipment({ field_layout_type: 4, field_hover_titles: true, field_border: true })])
    expect(container.querySelector(".card-list__items")).toHaveStyle("--columns: 4")
    expect(container.querySelector(".card")).toHaveClass("card--hover-title", "card--border")
  })

  it("renders nothing without equipment", () => {
    expect(renderBlocks([equipment({ listing: [] })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
