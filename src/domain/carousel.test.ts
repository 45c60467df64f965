import { readFileSync } from "node:fs"
import path from "node:path"
import {
  CAROUSEL_BREAKPOINTS,
  DEFAULT_SLIDES_PER_VIEW,
  mayNeedCarousel,
  needsCarousel,
  showsDots,
  slidesInView,
  slidesInViewByRange,
} from "./carousel"

const cards = (layoutType: number | null) => ({ layoutType, kind: "cards" as const })
const items = (layoutType: number | null) => ({ layoutType, kind: "items" as const })

describe("slidesInView", () => {
  it("shows 5 slides by default on wide screens", () => {
    expect(DEFAULT_SLIDES_PER_VIEW).toBe(5)
    expect(slidesInView(1920, cards(null))).toBe(5)
    expect(slidesInView(1399, cards(0))).toBe(5)
  })

  it("shows the layout_type's number of slides on wide screens", () => {
    expect(slidesInView(1440, cards(4))).toBe(4)
    expect(slidesInView(1440, cards(6))).toBe(6)
    expect(slidesInView(1440, cards(2))).toBe(2)
  })

  it("shows at most 4 below 1399px", () => {
    expect(slidesInView(1398, cards(null))).toBe(4)
    expect(slidesInView(1200, items(6))).toBe(4)
    expect(slidesInView(1300, items(3))).toBe(3)
  })

  it("shows at most 3 below 1199px, and at most 2 in a card carousel", () => {
    expect(slidesInView(1198, items(null))).toBe(3)
    expect(slidesInView(1198, cards(null))).toBe(2)
    expect(slidesInView(767, cards(4))).toBe(2)
    expect(slidesInView(800, items(1))).toBe(1)
  })

  it("is a plain list below 767px", () => {
    expect(slidesInView(766, cards(4))).toBeNull()
    expect(slidesInView(375, items(null))).toBeNull()
  })

  it("gives the slides in view per width range", () => {
    expect(slidesInViewByRange(cards(null))).toEqual({ medium: 2, large: 4, wide: 5 })
    expect(slidesInViewByRange(items(4))).toEqual({ medium: 3, large: 4, wide: 4 })
    expect(slidesInViewByRange(cards(1))).toEqual({ medium: 1, large: 1, wide: 1 })
  })
})

describe("needsCarousel", () => {
  it("needs one only when there are more slides than fit", () => {
    expect(needsCarousel(6, 4)).toBe(true)
    expect(needsCarousel(4, 4)).toBe(false)
    expect(needsCarousel(3, 5)).toBe(false)
    expect(needsCarousel(6, null)).toBe(false)
  })
})

describe("showsDots", () => {
  it("shows dots only for layout 1", () => {
    expect(showsDots(1)).toBe(true)
    expect(showsDots(2)).toBe(false)
    expect(showsDots(null)).toBe(false)
  })
})

describe("the carousel stylesheet", () => {
  it("switches layouts at the same breakpoints", () => {
    const css = readFileSync(path.join(__dirname, "../blocks/shared/carousel/carousel.css"), "utf8")
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]))
    expect(new Set(widths)).toEqual(
      new Set([CAROUSEL_BREAKPOINTS.plainList, CAROUSEL_BREAKPOINTS.atMostThree, CAROUSEL_BREAKPOINTS.atMostFour]),
    )
  })
})

describe("mayNeedCarousel: whether a carousel block needs its script", () => {
  it("is true when the slides do not all fit at the width that shows the fewest", () => {
    // Cards: 2 in view from 767px, so a third card needs the carousel there.
    expect(mayNeedCarousel(3, cards(null))).toBe(true)
    expect(mayNeedCarousel(2, cards(null))).toBe(false)
    // Quotes: 3 in view from 767px.
    expect(mayNeedCarousel(3, items(null))).toBe(false)
    expect(mayNeedCarousel(4, items(null))).toBe(true)
    // One slide per view: any second slide.
    expect(mayNeedCarousel(2, items(1))).toBe(true)
    expect(mayNeedCarousel(1, items(1))).toBe(false)
  })
})
