import fc from "fast-check"
import {
  clampPage,
  hasLongHoverTitle,
  isPaged,
  LONG_HOVER_TITLE_LENGTH,
  loadMoreVisibleCount,
  pageCount,
  pageItems,
  paginationWindow,
  plainTitle,
  titleSegments,
} from "./cards"

describe("card titles", () => {
  it("turns the :electric: marker into an icon segment", () => {
    expect(titleSegments("e-Reefer :electric:")).toEqual([{ kind: "text", text: "e-Reefer " }, { kind: "electric" }])
    expect(titleSegments(":electric: Electric vans")).toEqual([{ kind: "electric" }, { kind: "text", text: " Electric vans" }])
    expect(titleSegments("500 e-Reefers :electric: on the road")).toEqual([
      { kind: "text", text: "500 e-Reefers " },
      { kind: "electric" },
      { kind: "text", text: " on the road" },
    ])
  })

  it("leaves titles without a marker as they are", () => {
    expect(titleSegments("Rental")).toEqual([{ kind: "text", text: "Rental" }])
    expect(titleSegments("")).toEqual([])
  })

  it("measures titles without the marker", () => {
    expect(plainTitle("e-Reefer :electric:")).toBe("e-Reefer")
  })

  it("gives titles over 71 characters the long-hover style only when hover titles are on", () => {
    const exactly71 = "x".repeat(LONG_HOVER_TITLE_LENGTH)
    expect(LONG_HOVER_TITLE_LENGTH).toBe(71)
    expect(hasLongHoverTitle(exactly71, true)).toBe(false)
    expect(hasLongHoverTitle(`${exactly71}y`, true)).toBe(true)
    expect(hasLongHoverTitle(`${exactly71}y`, false)).toBe(false)
    expect(hasLongHoverTitle(`${exactly71} :electric:`, true)).toBe(false)
  })
})

describe("load more", () => {
  it("shows the first limit cards, then limit more per press", () => {
    expect(loadMoreVisibleCount(7, 3, 0)).toBe(3)
    expect(loadMoreVisibleCount(7, 3, 1)).toBe(6)
    expect(loadMoreVisibleCount(7, 3, 2)).toBe(7)
    expect(loadMoreVisibleCount(7, 3, 9)).toBe(7)
  })

  it("shows all cards when the limit is 0 or missing", () => {
    expect(loadMoreVisibleCount(7, 0, 0)).toBe(7)
    expect(loadMoreVisibleCount(7, null, 0)).toBe(7)
  })

  it("never shows more than there are, nor fewer than one page", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 20 }), fc.nat(30), (total, limit, loads) => {
        const visible = loadMoreVisibleCount(total, limit, loads)
        expect(visible).toBeLessThanOrEqual(total)
        expect(visible).toBe(Math.min(total, limit * (loads + 1)))
      }),
    )
  })
})

describe("pagination", () => {
  it("has pages of the limit's size", () => {
    expect(pageCount(7, 4)).toBe(2)
    expect(pageCount(8, 4)).toBe(2)
    expect(pageCount(9, 4)).toBe(3)
    expect(pageCount(0, 4)).toBe(1)
    expect(pageCount(7, 0)).toBe(1)
  })

  it("slices one page", () => {
    const items = ["a", "b", "c", "d", "e", "f", "g"]
    expect(pageItems(items, 4, 1)).toEqual(["a", "b", "c", "d"])
    expect(pageItems(items, 4, 2)).toEqual(["e", "f", "g"])
    expect(pageItems(items, 0, 2)).toEqual(items)
  })

  it("keeps page numbers from the URL in range", () => {
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(-2, 3)).toBe(1)
    expect(clampPage(1.5, 3)).toBe(1)
    expect(clampPage(null, 3)).toBe(1)
    expect(pageItems(["a", "b", "c"], 2, 7)).toEqual(["c"])
  })

  it("puts every card on exactly one page", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (items, limit) => {
        const pages = pageCount(items.length, limit)
        const joined = Array.from({ length: pages }, (_, index) => pageItems(items, limit, index + 1)).flat()
        expect(joined).toEqual(items)
      }),
    )
  })

  it("shows the first, the last and the pages around the current one", () => {
    const numbers = (links: ReturnType<typeof paginationWindow>) => links.map((link) => (link.kind === "page" ? link.page : "…"))
    expect(numbers(paginationWindow(1, 1))).toEqual([1])
    expect(numbers(paginationWindow(1, 3))).toEqual([1, 2, 3])
    expect(numbers(paginationWindow(5, 10))).toEqual([1, "…", 4, 5, 6, "…", 10])
    expect(numbers(paginationWindow(3, 10))).toEqual([1, 2, 3, 4, "…", 10])
    expect(numbers(paginationWindow(10, 10))).toEqual([1, "…", 9, 10])
  })
})

describe("isPaged", () => {
  it("is true only when a limit leaves cards for a next page or a load more", () => {
    expect(isPaged(7, 3)).toBe(true)
    expect(isPaged(3, 3)).toBe(false)
    expect(isPaged(12, 0)).toBe(false)
    expect(isPaged(12, null)).toBe(false)
  })
})
