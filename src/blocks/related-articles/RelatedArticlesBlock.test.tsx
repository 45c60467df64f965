import { screen, within } from "@testing-library/react"
import { article, knowledgeArticles, newsArticles, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/knowledge/cold-chain.yaml, "More on refrigerated transport": knowledge and news.
const related = (overrides: Record<string, unknown> = {}) => {
  const knowledge = knowledgeArticles()
  const news = newsArticles()
  return paragraph("related_articles", {
    field_title: "More on refrigerated transport",
    relationships: {
      field_articles: [
        knowledge.find((item) => item.id === "knowledge-e-reefer-emissions"),
        news.find((item) => item.id === "news-electric-reefers-fleet"),
        // A referenced page of another type comes back empty from the union.
        {},
        knowledge.find((item) => item.id === "knowledge-trailer-telematics"),
      ],
    },
    ...overrides,
  })
}

describe("RelatedArticlesBlock", () => {
  it("shows the chosen knowledge and news articles in order, with date and category", () => {
    renderBlocks([related()])
    const cards = screen.getAllByRole("article")
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "How electric reefer trailers cut emissions and noise",
      "Fleetlane adds 400 electric reefer trailers to its rental fleet",
      "Using trailer telematics to reduce downtime",
    ])
    expect(within(cards[1]).getByRole("link")).toHaveAttribute("href", "/en/news/electric-reefers-fleet/")
    expect(within(cards[1]).getByText("March 18, 2025")).toBeInTheDocument()
  })

  it("is titled Related articles when the editor left the title empty", () => {
    renderBlocks([related({ field_title: null })], "it")
    expect(screen.getByRole("heading", { level: 2, name: "Articoli correlati" })).toBeInTheDocument()
  })

  it("shows an article without date, image or category", () => {
    renderBlocks([related({ relationships: { field_articles: [{ ...article("x", "Untitled draft", null, null), relationships: null }] } })])
    const card = screen.getByRole("article")
    expect(within(card).queryByRole("img")).not.toBeInTheDocument()
    expect(card.querySelector("time")).toBeNull()
  })

  it("renders nothing without articles", () => {
    expect(renderBlocks([related({ relationships: { field_articles: [] } })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
