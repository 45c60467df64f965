import { screen, within } from "@testing-library/react"
import { mapArticle } from "../../drupal/mappers/article"
import { knowledgeArticles, knowledgeCategories, newsArticles } from "../../test-utils/block-fixtures"
import { renderInLocale } from "../../test-utils/render"
import { ArticleBody } from "./ArticleBody"

// content/node/knowledge/cold-chain.yaml: an article in "Fleet management" with related articles.
const coldChain = (overrides: Record<string, unknown> = {}) => ({
  id: "knowledge-cold-chain",
  field_posted_date: "2024-11-18T08:00:00.000Z",
  body: { processed: "<p>Most temperature complaints are not caused by a failing cooling unit.</p>" },
  relationships: {
    field_category: knowledgeCategories.fleet,
    field_parent: { langcode: "en", path: { alias: "/knowledge" } },
    field_related: [knowledgeArticles()[2], {}, newsArticles()[3]],
  },
  ...overrides,
})

const render = (article: ReturnType<typeof coldChain>, filterableCategory = true, locale = "en") =>
  renderInLocale(<ArticleBody article={mapArticle(article, { filterableCategory })} locale={locale} />, locale, ["common", "blocks"])

describe("ArticleBody", () => {
  it("shows the date, the category linking to the list filtered by it, and the body", () => {
    render(coldChain())
    expect(screen.getByText("November 18, 2024").closest("time")).toHaveAttribute("datetime", "2024-11-18T08:00:00.000Z")
    expect(screen.getByRole("link", { name: "Fleet management" })).toHaveAttribute("href", "/en/knowledge/?category=4")
    expect(screen.getByText(/not caused by a failing cooling unit/)).toBeInTheDocument()
  })

  it("shows the related articles as cards, leaving out references that are not articles", () => {
    render(coldChain())
    const related = screen.getByRole("region", { name: "Related articles" })
    expect(within(related).getAllByRole("article")).toHaveLength(2)
    expect(within(related).getByRole("link", { name: "Fleetlane adds 400 electric reefer trailers to its rental fleet" })).toHaveAttribute(
      "href",
      "/en/news/electric-reefers-fleet/",
    )
  })

  it("names the category without a link where the list has no filter (news)", () => {
    render(coldChain(), false, "de")
    expect(screen.queryByRole("link", { name: "Fleet management" })).not.toBeInTheDocument()
    expect(screen.getByText("Fleet management")).toBeInTheDocument()
    expect(screen.getByText("Veröffentlicht am")).toBeInTheDocument()
  })

  it("leaves out what the article does not have", () => {
    render(
      coldChain({ field_posted_date: null, body: null, relationships: { field_category: null, field_parent: null, field_related: null } }),
    )
    expect(screen.queryByRole("region")).not.toBeInTheDocument()
    expect(document.querySelector("time")).toBeNull()
    expect(screen.queryByRole("term")).not.toBeInTheDocument()
  })
})
