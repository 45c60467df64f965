import { readSearchQuery, searchHref } from "./query"

describe("search query parameters", () => {
  it("reads keyword and page", () => {
    expect(readSearchQuery("?keyword=Reefer%20Trailer&page=3")).toEqual({ keyword: "reefer trailer", page: 3 })
  })

  it("takes page 1 when the page is missing or not a page number", () => {
    expect(readSearchQuery("?keyword=reefer")).toEqual({ keyword: "reefer", page: 1 })
    expect(readSearchQuery("?keyword=reefer&page=0")).toEqual({ keyword: "reefer", page: 1 })
    expect(readSearchQuery("?keyword=reefer&page=-2")).toEqual({ keyword: "reefer", page: 1 })
    expect(readSearchQuery("?keyword=reefer&page=two")).toEqual({ keyword: "reefer", page: 1 })
    expect(readSearchQuery("")).toEqual({ keyword: "", page: 1 })
  })

  it("writes the normalised keyword and leaves page 1 out", () => {
    expect(searchHref({ keyword: " Cold Chain ", page: 1 })).toBe("?keyword=cold+chain")
    expect(searchHref({ keyword: "cold chain", page: 4 })).toBe("?keyword=cold+chain&page=4")
    expect(readSearchQuery(searchHref({ keyword: "kühl & co", page: 2 }))).toEqual({ keyword: "kühl & co", page: 2 })
  })
})
