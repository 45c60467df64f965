import { screen, within } from "@testing-library/react"
import { paragraph, team } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/team.yaml, "Management": the people of a category.
const people = (overrides: Record<string, unknown> = {}) =>
  paragraph("people", { field_title: "Management", listing: team().management, ...overrides })

describe("PeopleBlock", () => {
  it("shows each person with portrait, job title and contact links, linking to their page", () => {
    const { container } = renderBlocks([people()])
    const [anna] = screen.getAllByRole("article")
    expect(within(anna).getByRole("heading", { level: 3 })).toHaveTextContent("Anna de Vries")
    expect(within(anna).getByRole("link", { name: "Anna de Vries" })).toHaveAttribute("href", "/en/team/anna-de-vries/")
    expect(within(anna).getByText("Chief Executive Officer")).toHaveClass("card__caption")
    expect(within(anna).getByRole("link", { name: /^anna\.devries@fleetlane\.example\s?: Anna de Vries$/ })).toHaveAttribute(
      "href",
      "mailto:anna.devries@fleetlane.example",
    )
    expect(within(anna).getByRole("link", { name: /^\+31 10 555 0142\s?: Anna de Vries$/ })).toHaveAttribute("href", "tel:+31105550142")
    expect(within(anna).getByRole("img", { name: "Anna de Vries" })).toBeInTheDocument()
    // Portraits are square unless the editor chose a ratio.
    expect(container.querySelector(".card")).toHaveStyle("--card-ratio: 1 / 1")
  })

  it("shows a person without contact details", () => {
    renderBlocks([people({ listing: [team().sales[1]] })])
    const card = screen.getByRole("article")
    expect(within(card).getAllByRole("link")).toHaveLength(1)
    expect(within(card).getByText("Sales Director Southern Europe")).toBeInTheDocument()
  })

  it("uses the editor's ratio and limit", () => {
    const everyone = Object.values(team()).flat()
    const { container } = renderBlocks([people({ listing: everyone, field_aspect_ratio: "3:4", field_limit: 2 })])
    expect(screen.getAllByRole("article")).toHaveLength(2)
    expect(container.querySelector(".card")).toHaveStyle("--card-ratio: 3 / 4")
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument()
  })

  it("renders nothing when nobody is in the list", () => {
    expect(renderBlocks([people({ listing: [] })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
