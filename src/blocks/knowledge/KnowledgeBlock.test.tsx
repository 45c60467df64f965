import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { knowledgeArticles, knowledgeCategories, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks, visit } from "../../test-utils/render-blocks"

// content/node/route/knowledge.yaml: "All articles", limit 4, pagination; the English articles.
const knowledge = (overrides: Record<string, unknown> = {}) =>
  paragraph("knowledge", {
    field_title: "All articles",
    field_limit: 4,
    field_pagination: true,
    listing: knowledgeArticles(),
    relationships: { field_category: null },
    ...overrides,
  })

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)

afterEach(() => visit(""))

describe("KnowledgeBlock", () => {
  it("shows the first page, newest first, as the static HTML does", () => {
    renderBlocks([knowledge()])
    expect(titles()).toEqual([
      "Rent or lease? Choosing the right contract for your trailers",
      "Using trailer telematics to reduce downtime",
      "How electric reefer trailers cut emissions and noise",
      "Cold chain basics: keeping temperature-controlled loads in range",
    ])
    const first = screen.getAllByRole("article")[0]
    expect(within(first).getByText("Fleet management")).toHaveClass("card__category")
    expect(within(first).getByText("August 26, 2025")).toBeInTheDocument()
    expect(within(first).getByRole("link")).toHaveAttribute("href", "/en/knowledge/rent-or-lease/")
  })

  it("shows the page of ?page={n}, with links to the others", () => {
    visit("?page=2")
    renderBlocks([knowledge()])
    expect(titles()).toEqual([
      "The smart tachograph version 2: what fleets need to know",
      "Trailer brakes: what an inspection covers and how often you need one",
      "How tyre pressure affects trailer safety and running costs",
    ])
    const pagination = screen.getByRole("navigation", { name: "Pagination" })
    expect(within(pagination).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(within(pagination).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", expect.stringMatching(/^\?#knowledge-/))
  })

  it("filters by ?category={id} and marks the chosen category", () => {
    visit(`?category=${knowledgeCategories.maintenance.drupal_internal__tid}`)
    renderBlocks([knowledge()])
    expect(titles()).toEqual([
      "Trailer brakes: what an inspection covers and how often you need one",
      "How tyre pressure affects trailer safety and running costs",
    ])
    const filter = screen.getByRole("navigation", { name: "Filter by category" })
    expect(within(filter).getByRole("link", { name: "Maintenance" })).toHaveAttribute("aria-current", "true")
    expect(within(filter).getByRole("link", { name: "All categories" })).not.toHaveAttribute("aria-current")
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument()
  })

  it("links each category to ?category={id}, alphabetically, after all categories", () => {
    renderBlocks([knowledge()])
    const filter = screen.getByRole("navigation", { name: "Filter by category" })
    const links = within(filter).getAllByRole("link")
    expect(links.map((item) => item.textContent)).toEqual([
      "All categories",
      "Fleet management",
      "Maintenance",
      "Regulations",
      "Sustainability",
    ])
    expect(links[2].getAttribute("href")).toMatch(/^\?category=1#knowledge-/)
    expect(links[0].getAttribute("href")).toMatch(/^\?#knowledge-/)
  })

  it("ignores a category the list does not have", () => {
    visit("?category=999")
    renderBlocks([knowledge()])
    expect(titles()).toHaveLength(4)
  })

  it("sorts oldest first on request and keeps the order in the page links and the URL", async () => {
    const user = userEvent.setup()
    renderBlocks([knowledge()])
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "Oldest first")
    expect(titles()[0]).toBe("How tyre pressure affects trailer safety and running costs")
    expect(window.location.search).toBe("?sort=asc")
    const next = within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("link", { name: /Next page/ })
    expect(next.getAttribute("href")).toMatch(/^\?sort=asc&page=2#/)
  })

  it("reads the order from ?sort=", () => {
    visit("?sort=asc&page=2")
    renderBlocks([knowledge()])
    expect(titles()).toEqual([
      "How electric reefer trailers cut emissions and noise",
      "Using trailer telematics to reduce downtime",
      "Rent or lease? Choosing the right contract for your trailers",
    ])
    expect(screen.getByRole("combobox", { name: "Order" })).toHaveValue("asc")
  })

  it("offers no filter when the block shows one category only", () => {
    renderBlocks([knowledge({ relationships: { field_category: { id: "maintenance" } } })])
    expect(screen.queryByRole("navigation", { name: "Filter by category" })).not.toBeInTheDocument()
  })

  it("says so when there are no articles", () => {
    renderBlocks([knowledge({ listing: [] })], "nl")
    expect(screen.getByText("Er zijn hier nog geen artikelen.")).toBeInTheDocument()
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument()
  })

  it("shows every article on one page with limit 0", () => {
    renderBlocks([knowledge({ field_limit: 0 })])
    expect(titles()).toHaveLength(7)
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument()
  })
})
