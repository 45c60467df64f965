import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { cardItem, maximalCard, paragraph, serviceCards, strings } from "../../test-utils/block-fixtures"
import { renderBlocks, visit } from "../../test-utils/render-blocks"

// content/node/route/home.yaml, "Everything your fleet needs": limit 3 with "load more".
const services = (overrides: Record<string, unknown> = {}) =>
  paragraph("card", {
    field_title: "Everything your fleet needs",
    field_title_accent: "your fleet",
    field_layout: 2,
    field_layout_type: 3,
    field_aspect_ratio: "4:3",
    field_limit: 3,
    field_pagination: false,
    field_hover_buttons: true,
    field_strings: strings({ load_more: "Show more services" }),
    relationships: { field_cards: serviceCards() },
    ...overrides,
  })

const cardTitles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)

afterEach(() => visit(""))

describe("CardBlock", () => {
  it("shows the first limit cards and loads the next limit on each press", async () => {
    const user = userEvent.setup()
    renderBlocks([services()])
    expect(cardTitles()).toEqual(["Rental", "Leasing", "Maintenance and repair"])
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 of 7")

    await user.click(screen.getByRole("button", { name: "Show more services" }))
    expect(cardTitles()).toHaveLength(6)
    expect(screen.getByRole("status")).toHaveTextContent("Showing 6 of 7")
    // Focus continues at the first new card.
    expect(document.activeElement).toHaveTextContent("Parts")

    await user.click(screen.getByRole("button", { name: "Show more services" }))
    expect(cardTitles()).toHaveLength(7)
    expect(screen.queryByRole("button", { name: "Show more services" })).not.toBeInTheDocument()
    expect(document.activeElement).toHaveTextContent("24/7 roadside assistance")
  })

  it("labels the button with the site's string when the editor set none", () => {
    renderBlocks([services({ field_strings: null })], "nl")
    expect(screen.getByRole("button", { name: "Meer laden" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("3 van 7 getoond")
  })

  it("speaks the language of a regional locale", () => {
    renderBlocks([services({ field_strings: null })], "fr-ca")
    expect(screen.getByRole("button", { name: "Afficher plus" })).toBeInTheDocument()
  })

  it("shows all cards when the limit is 0", () => {
    renderBlocks([services({ field_limit: 0 })])
    expect(cardTitles()).toHaveLength(7)
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("pages by the limit with ?page= links when pagination is on", () => {
    // content/node/route/rental.yaml: limit 2, pagination.
    visit("?page=2")
    renderBlocks([services({ field_limit: 2, field_pagination: true })])
    expect(cardTitles()).toEqual(["Maintenance and repair", "Parts"])
    const pagination = screen.getByRole("navigation", { name: "Pagination" })
    expect(within(pagination).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(within(pagination).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", expect.stringMatching(/^\?#cards-/))
    expect(within(pagination).getByRole("link", { name: "Page 4" })).toHaveAttribute("href", expect.stringMatching(/^\?page=4#cards-/))
    expect(within(pagination).getByRole("link", { name: /Next page/ })).toHaveAttribute("href", expect.stringMatching(/^\?page=3#/))
    expect(within(pagination).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", expect.stringMatching(/^\?#/))
    expect(screen.queryByRole("button", { name: /more/ })).not.toBeInTheDocument()
  })

  it("shows the last page for a page number past the end, and the first for nonsense", () => {
    visit("?page=99")
    const { unmount } = renderBlocks([services({ field_limit: 2, field_pagination: true })])
    expect(cardTitles()).toEqual(["24/7 roadside assistance"])
    unmount()
    visit("?page=abc")
    renderBlocks([services({ field_limit: 2, field_pagination: true })])
    expect(cardTitles()).toEqual(["Rental", "Leasing"])
  })

  it("applies the component's columns, image ratio, hover buttons and border", () => {
    const { container } = renderBlocks([services({ field_border: true })])
    expect(container.querySelector(".card-list__items")).toHaveStyle("--columns: 3")
    const card = container.querySelector(".card")!
    expect(card).toHaveStyle("--card-ratio: 4 / 3")
    expect(card).toHaveClass("card--hover-buttons", "card--border")
  })

  it("shows every card field: category, title link, posted date, clipped description, caption, buttons, image, horizontal layout", () => {
    renderBlocks([
      paragraph("card", { field_title: "Latest from the e-Reefer programme", relationships: { field_cards: [maximalCard()] } }),
    ])
    const card = screen.getByRole("article")
    expect(card).toHaveClass("card--horizontal")
    expect(within(card).getByText("Fleet and services")).toHaveClass("card__category")
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("500 e-Reefers on the road")
    expect(within(card).getByRole("link", { name: "500 e-Reefers on the road Electric" })).toHaveAttribute(
      "href",
      "/en/news/electric-reefers-fleet/",
    )
    expect(within(card).getByText("May 14, 2025").closest("time")).toHaveAttribute("datetime", "2025-05-14T08:00:00.000Z")
    expect(within(card).getByText("Our electric reefer fleet passed 500 units.")).toBeInTheDocument()
    expect(within(card).queryByText(/this spring/)).not.toBeInTheDocument()
    expect(within(card).getByText("News")).toHaveClass("card__caption")
    expect(within(card).getByRole("link", { name: /^Discover the e-Reefer\s?: 500 e-Reefers on the road Electric$/ })).toHaveAttribute(
      "href",
      "/en/e-reefer/",
    )
    expect(within(card).getByRole("link", { name: /^Brochure\s?: 500 e-Reefers on the road Electric$/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
    expect(within(card).getByRole("img", { name: "An e-Reefer trailer" })).toBeInTheDocument()
  })

  it("shows the :electric: marker as an icon that says Electric", () => {
    renderBlocks([paragraph("card", { relationships: { field_cards: [cardItem({ field_title: "e-Reefer :electric:" })] } })], "de")
    const icon = screen.getByRole("img", { name: "Elektrisch" })
    expect(icon.closest("h2")).toHaveTextContent(/^e-Reefer/)
    expect(screen.queryByText(/:electric:/)).not.toBeInTheDocument()
  })

  it("gives titles over 71 characters the long-hover style when hover titles are on", () => {
    const long = "Single and multi-temperature refrigerated trailers for fresh, frozen and pharmaceutical goods"
    const { container } = renderBlocks([
      paragraph("card", {
        field_hover_titles: true,
        relationships: { field_cards: [cardItem({ field_title: long }), cardItem({ field_title: "Rental" })] },
      }),
    ])
    const [longCard, shortCard] = container.querySelectorAll(".card")
    expect(longCard).toHaveClass("card--hover-title", "card--long-hover")
    expect(shortCard).toHaveClass("card--hover-title")
    expect(shortCard).not.toHaveClass("card--long-hover")
  })

  it("leaves out cards without a title and renders nothing without cards", () => {
    const { container } = renderBlocks([
      paragraph("card", { field_title: "Empty", relationships: { field_cards: [cardItem({ field_title: " " })] } }),
      paragraph("card", { relationships: null }),
    ])
    expect(container.querySelector(".island")).toBeEmptyDOMElement()
  })

  it("shows a card without image, link or text as its title alone", () => {
    renderBlocks([
      paragraph("card", {
        relationships: {
          field_cards: [
            cardItem({
              field_title: "Parts",
              field_description: null,
              field_link: null,
              relationships: { field_image: null, field_category: null },
            }),
          ],
        },
      }),
    ])
    const card = screen.getByRole("article")
    expect(within(card).getByRole("heading", { level: 2, name: "Parts" })).toBeInTheDocument()
    expect(within(card).queryByRole("link")).not.toBeInTheDocument()
    expect(within(card).queryByRole("img")).not.toBeInTheDocument()
  })
})
