import { SEARCH_PAGINATION } from "../config/search"
import { pageWindow, type PageLink } from "./pagination"

const numbers = (links: PageLink[]) => links.map((link) => (link.kind === "page" ? link.page : "…"))
const search = (current: number, pages: number) => numbers(pageWindow(current, pages, SEARCH_PAGINATION))

describe("the search pagination window", () => {
  it("shows the first 3 pages, the current page with one either side, and the last 3", () => {
    expect(SEARCH_PAGINATION).toEqual({ edge: 3, radius: 1 })
    expect(search(10, 20)).toEqual([1, 2, 3, "…", 9, 10, 11, "…", 18, 19, 20])
  })

  it("shows every page when there are few", () => {
    expect(search(1, 1)).toEqual([1])
    expect(search(2, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(search(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it("merges the window into the edges near either end", () => {
    expect(search(1, 20)).toEqual([1, 2, 3, "…", 18, 19, 20])
    expect(search(4, 20)).toEqual([1, 2, 3, 4, 5, "…", 18, 19, 20])
    expect(search(17, 20)).toEqual([1, 2, 3, "…", 16, 17, 18, 19, 20])
    expect(search(20, 20)).toEqual([1, 2, 3, "…", 18, 19, 20])
  })

  it("shows a page instead of a gap that would hide only that page", () => {
    expect(search(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "…", 18, 19, 20])
    expect(search(7, 20)).toEqual([1, 2, 3, "…", 6, 7, 8, "…", 18, 19, 20])
    expect(search(5, 20)).toEqual([1, 2, 3, 4, 5, 6, "…", 18, 19, 20])
    expect(search(8, 12)).toEqual([1, 2, 3, "…", 7, 8, 9, 10, 11, 12])
  })

  it("has no links without pages", () => {
    expect(search(1, 0)).toEqual([])
  })

  it("never shows a page twice and keeps pages in order", () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const shown = search(current, pages).filter((item): item is number => item !== "…")
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b))
        expect(shown).toContain(current)
        expect(shown[0]).toBe(1)
        expect(shown[shown.length - 1]).toBe(pages)
      }
    }
  })
})
