import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { paragraph, team } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/team.yaml, "Our teams": every people category (by weight) with its people.
const categories = () => {
  const people = team()
  return [
    { id: "management", name: "Management", people: people.management },
    { id: "sales", name: "Sales", people: people.sales },
    { id: "service", name: "Service", people: people.service },
    { id: "empty", name: "Finance", people: [] },
  ]
}

const teams = (overrides: Record<string, unknown> = {}) =>
  paragraph("people_categories", { field_title: "Our teams", listing: categories(), ...overrides })

describe("PeopleCategoriesBlock", () => {
  it("has a tab per category with people, the first selected", () => {
    renderBlocks([teams()])
    const tablist = screen.getByRole("tablist", { name: "Our teams" })
    const tabs = within(tablist).getAllByRole("tab")
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Management", "Sales", "Service"])
    expect(tabs[0]).toHaveAttribute("aria-selected", "true")
    const panel = screen.getByRole("tabpanel", { name: "Management" })
    expect(within(panel).getAllByRole("article")).toHaveLength(2)
    expect(screen.getByText("Jonas Becker")).not.toBeVisible()
  })

  it("switches panels by click and by arrow keys, Home and End", async () => {
    const user = userEvent.setup()
    renderBlocks([teams()])
    await user.click(screen.getByRole("tab", { name: "Sales" }))
    expect(screen.getByRole("tabpanel", { name: "Sales" })).toBeVisible()
    expect(screen.getByText("Jonas Becker")).toBeVisible()

    await user.keyboard("{ArrowRight}")
    expect(screen.getByRole("tab", { name: "Service" })).toHaveFocus()
    expect(screen.getByRole("tab", { name: "Service" })).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowRight}")
    expect(screen.getByRole("tab", { name: "Management" })).toHaveFocus()
    await user.keyboard("{End}")
    expect(screen.getByRole("tab", { name: "Service" })).toHaveAttribute("tabindex", "0")
    expect(screen.getByRole("tab", { name: "Management" })).toHaveAttribute("tabindex", "-1")
    await user.keyboard("{Home}")
    expect(screen.getByRole("tab", { name: "Management" })).toHaveFocus()
  })

  it("names the tabs 'Teams' without a title", () => {
    renderBlocks([teams({ field_title: null })], "sv")
    expect(screen.getByRole("tablist", { name: "Team" })).toBeInTheDocument()
  })

  it("shows a single category under its name, without tabs", () => {
    renderBlocks([teams({ listing: categories().slice(2) })])
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Service" })).toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)).toEqual(["Aoife Byrne", "Claire Dubois"])
  })

  it("renders nothing when no category has people", () => {
    expect(renderBlocks([teams({ listing: [categories()[3]] })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
