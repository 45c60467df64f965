import { act, screen, within } from "@testing-library/react"
import { media, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/home.yaml, "What our customers say".
const quotes = [
  [
    "Fleetlane delivered forty extra reefers within a week before the Christmas peak.",
    "Anna Verbeek",
    "Fleet manager, FreshRoute Logistics",
    "person-anna",
  ],
  [
    "Since we fitted TyrePlus and BrakePlus to our trailers, unplanned workshop visits have dropped by almost a third.",
    "Lars Holmberg",
    "Operations director, Nordic Haulage AB",
    "person-lars",
  ],
  [
    "The workshop next to our hub does our inspections at night.",
    "Sofia Marín",
    "Transport manager, Iberia Fresh Transport",
    "person-sofia",
  ],
].map(([text, author, role, image], index) => ({
  id: `quote-${index}`,
  field_text: { processed: `<p>${text}</p>` },
  field_author: author,
  field_role: role,
  relationships: { field_image: media(`${image}.svg`, author) },
}))

const testimonial = (overrides: Record<string, unknown> = {}) =>
  paragraph("testimonial", {
    field_title: "What our customers say",
    field_border: true,
    relationships: { field_items: quotes },
    ...overrides,
  })

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event("resize"))
  })
}

afterEach(() => resizeTo(1024))

describe("TestimonialBlock", () => {
  it("shows each quote with its author and role", () => {
    resizeTo(1440)
    const { container } = renderBlocks([testimonial()])
    const figures = container.querySelectorAll("figure")
    expect(figures).toHaveLength(3)
    expect(
      within(figures[1] as HTMLElement)
        .getByText(/unplanned workshop visits/)
        .closest("blockquote"),
    ).toBeInTheDocument()
    expect(within(figures[1] as HTMLElement).getByText("Lars Holmberg")).toBeInTheDocument()
    expect(within(figures[1] as HTMLElement).getByText("Operations director, Nordic Haulage AB")).toBeInTheDocument()
    expect(figures[0]).toHaveClass("quote--border")
  })

  it("is a list while every quote fits, and a carousel (of items: 3 in view) when they do not", async () => {
    resizeTo(1440)
    const { unmount } = renderBlocks([testimonial()])
    expect(screen.queryByRole("group", { name: "What our customers say" })).not.toBeInTheDocument()
    unmount()
    resizeTo(1000)
    const { container } = renderBlocks([testimonial({ relationships: { field_items: [...quotes, { ...quotes[0], id: "quote-4" }] } })])
    await screen.findByRole("group", { name: "What our customers say" })
    expect(container.querySelectorAll(".slick-slide.slick-active")).toHaveLength(3)
  })

  it("leaves the portrait out of the accessible text (the name is beside it)", () => {
    resizeTo(600)
    renderBlocks([testimonial()])
    expect(screen.queryByRole("img", { name: "Anna Verbeek" })).not.toBeInTheDocument()
  })

  it("shows a quote without author and renders nothing without quotes", () => {
    resizeTo(600)
    const { container, unmount } = renderBlocks([
      testimonial({ relationships: { field_items: [{ ...quotes[0], field_author: null, field_role: null, relationships: null }] } }),
    ])
    expect(container.querySelector("figcaption")).toBeNull()
    expect(screen.getByText(/forty extra reefers/)).toBeInTheDocument()
    unmount()
    expect(renderBlocks([testimonial({ relationships: { field_items: [] } })]).container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
