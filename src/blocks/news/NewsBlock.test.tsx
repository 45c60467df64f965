import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { newsArticles, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks, visit } from "../../test-utils/render-blocks"

// content/node/route/news.yaml: "Latest news", limit 3, load more.
const news = (overrides: Record<string, unknown> = {}) =>
  paragraph("news", {
    field_title: "Latest news",
    field_limit: 3,
    field_pagination: false,
    listing: newsArticles(),
    relationships: null,
    ...overrides,
  })

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)

afterEach(() => visit(""))

describe("NewsBlock", () => {
  it("shows the newest three, then three more on load more", async () => {
    const user = userEvent.setup()
    renderBlocks([news()])
    expect(titles()).toEqual([
      "TyrePlus now standard on every new lease trailer",
      "Meet Fleetlane at transport logistic 2025 in Munich",
      "Fleetlane adds 400 electric reefer trailers to its rental fleet",
    ])
    await user.click(screen.getByRole("button", { name: "Load more" }))
    expect(titles()).toHaveLength(6)
    expect(titles()[5]).toBe("Fleetlane Poland moves to a larger depot near Poznań")
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument()
  })

  it("sorts oldest first on request", async () => {
    const user = userEvent.setup()
    renderBlocks([news()])
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "asc")
    expect(titles()[0]).toBe("Fleetlane Poland moves to a larger depot near Poznań")
  })

  it("offers no category filter", () => {
    renderBlocks([news()])
    expect(screen.queryByRole("navigation", { name: "Filter by category" })).not.toBeInTheDocument()
  })

  it("dates and categorises each item in the page's language", () => {
    renderBlocks([news()], "de")
    const first = screen.getAllByRole("article")[0]
    expect(within(first).getByText("10. Juni 2025")).toBeInTheDocument()
    expect(within(first).getByText("Fleet and services")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Mehr laden" })).toBeInTheDocument()
  })

  it("pages with ?page= when pagination is on", () => {
    visit("?page=2")
    renderBlocks([news({ field_pagination: true })])
    expect(titles()).toEqual([
      "Our apprenticeship for trailer mechanics expands to Denmark, Sweden and Norway",
      "New trailer workshop opens in Venlo",
      "Fleetlane Poland moves to a larger depot near Poznań",
    ])
  })

  it("shows one item without order or load more", () => {
    renderBlocks([news({ listing: newsArticles().slice(0, 1) })])
    expect(titles()).toHaveLength(1)
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})
