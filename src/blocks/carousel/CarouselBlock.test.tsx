import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { fleetCards, link, paragraph } from "../../test-utils/block-fixtures"
import { renderBlocks } from "../../test-utils/render-blocks"

// content/node/route/home.yaml, "Our fleet at a glance": layout 1 (dots), 4 slides in view, 6 cards.
const fleet = (overrides: Record<string, unknown> = {}) =>
  paragraph("carousel", {
    field_title: "Our fleet at a glance",
    field_title_accent: "fleet",
    field_layout: 1,
    field_layout_type: 4,
    field_aspect_ratio: "3:2",
    field_action: link("/en/equipment/", "View all equipment"),
    field_fake_button: true,
    relationships: { field_cards: fleetCards() },
    ...overrides,
  })

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event("resize"))
  })
}

const carousel = () => screen.findByRole("group", { name: "Our fleet at a glance" })

afterEach(() => resizeTo(1024))

describe("CarouselBlock", () => {
  it("is a plain list below 767px, without react-slick", async () => {
    resizeTo(600)
    const { container } = renderBlocks([fleet()])
    expect(container.querySelectorAll(".carousel-list__item")).toHaveLength(6)
    expect(container.querySelector(".slick-slider")).toBeNull()
    expect(screen.queryByRole("button", { name: "Next slide" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View all equipment" })).toHaveClass("button")
  })

  it("lays the static list out as the carousel will be: slides in view per width range", () => {
    resizeTo(600)
    const { container } = renderBlocks([fleet()])
    const list = container.querySelector(".carousel-list")
    expect(list).toHaveStyle({ "--slide-count": "6", "--in-view-medium": "2", "--in-view-large": "4", "--in-view-wide": "4" })
  })

  it("becomes a carousel with labelled controls where the slides do not fit", async () => {
    resizeTo(1440)
    renderBlocks([fleet()])
    const region = await carousel()
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    expect(within(region).getByRole("button", { name: "Previous slide" })).toBeInTheDocument()
    expect(within(region).getByRole("button", { name: "Next slide" })).toBeInTheDocument()
    const slides = region.querySelectorAll('[aria-roledescription="slide"]')
    expect(slides.length).toBeGreaterThanOrEqual(6)
    expect(within(region).getAllByRole("group", { name: "1 of 6" }).length).toBeGreaterThan(0)
  })

  it("shows 4 slides at 1440px and 2 at 1000px (a card carousel)", async () => {
    resizeTo(1440)
    const { container } = renderBlocks([fleet()])
    await carousel()
    expect(container.querySelectorAll(".slick-slide.slick-active")).toHaveLength(4)
    resizeTo(1000)
    expect(container.querySelectorAll(".slick-slide.slick-active")).toHaveLength(2)
    resizeTo(700)
    expect(container.querySelector(".slick-slider")).toBeNull()
    expect(container.querySelectorAll(".carousel-list__item")).toHaveLength(6)
  })

  it("keeps slides out of view from taking focus", async () => {
    resizeTo(1440)
    const { container } = renderBlocks([fleet()])
    await carousel()
    const hidden = [...container.querySelectorAll('.slick-slide[aria-hidden="true"]')]
    expect(hidden.length).toBeGreaterThan(0)
    for (const slide of hidden) expect(slide).toHaveAttribute("inert")
    for (const slide of container.querySelectorAll(".slick-slide.slick-active")) expect(slide).not.toHaveAttribute("inert")
  })

  it("has a pause control that becomes play", async () => {
    const user = userEvent.setup()
    resizeTo(1440)
    renderBlocks([fleet()])
    const region = await carousel()
    await user.click(within(region).getByRole("button", { name: "Pause the carousel" }))
    expect(within(region).getByRole("button", { name: "Play the carousel" })).toBeInTheDocument()
  })

  it("moves with the next and previous buttons", async () => {
    const user = userEvent.setup()
    resizeTo(1440)
    const { container } = renderBlocks([fleet()])
    const region = await carousel()
    const firstActive = () => container.querySelector(".slick-slide.slick-active")?.getAttribute("data-index")
    expect(firstActive()).toBe("0")
    await user.click(within(region).getByRole("button", { name: "Next slide" }))
    expect(firstActive()).toBe("1")
    await user.click(within(region).getByRole("button", { name: "Previous slide" }))
    expect(firstActive()).toBe("0")
  })

  it("has labelled dots for layout 1 only", async () => {
    resizeTo(1440)
    const { unmount } = renderBlocks([fleet()])
    const region = await carousel()
    expect(within(region).getByRole("button", { name: "Show slide 1" })).toBeInTheDocument()
    unmount()
    renderBlocks([fleet({ field_layout: 2 })])
    const withoutDots = await carousel()
    expect(within(withoutDots).queryByRole("button", { name: "Show slide 1" })).not.toBeInTheDocument()
  })

  it("needs no carousel when every slide fits (default 5 in view)", async () => {
    resizeTo(1440)
    const { container } = renderBlocks([fleet({ field_layout_type: null, relationships: { field_cards: fleetCards().slice(0, 5) } })])
    expect(container.querySelectorAll(".carousel-list__item")).toHaveLength(5)
    expect(screen.queryByRole("group", { name: "Our fleet at a glance" })).not.toBeInTheDocument()
  })

  it("keeps the first limit cards when a limit is set, and renders nothing without cards", () => {
    resizeTo(600)
    const { container, unmount } = renderBlocks([fleet({ field_limit: 3 })])
    expect(container.querySelectorAll(".carousel-list__item")).toHaveLength(3)
    unmount()
    const empty = renderBlocks([fleet({ relationships: { field_cards: [] } })])
    expect(empty.container.querySelector(".island")).toBeEmptyDOMElement()
  })
})
