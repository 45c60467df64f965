import { listingHref, readListingParams } from "./query-params"

describe("readListingParams", () => {
  it("reads page, category and sort", () => {
    expect(readListingParams("?page=2&category=14&sort=asc")).toEqual({ page: 2, category: "14", sort: "asc" })
  })

  it("ignores what is not a page number or a sort direction", () => {
    expect(readListingParams("?page=two&sort=up")).toEqual({ page: null, category: null, sort: null })
    expect(readListingParams("?page=0")).toEqual({ page: null, category: null, sort: null })
    expect(readListingParams("?page=-1&category=")).toEqual({ page: null, category: null, sort: null })
    expect(readListingParams("")).toEqual({ page: null, category: null, sort: null })
  })
})

describe("listingHref", () => {
  it("writes the parameters, leaving out page 1 and the default sort", () => {
    expect(listingHref({ page: 2, category: "14", sort: "asc" }, "list")).toBe("?category=14&sort=asc&page=2#list")
    expect(listingHref({ page: 1, category: null, sort: "desc" })).toBe("?")
    expect(listingHref({ page: 3, category: null, sort: null })).toBe("?page=3")
  })

  it("round-trips", () => {
    const params = { page: 4, category: "7", sort: "asc" as const }
    expect(readListingParams(listingHref(params))).toEqual(params)
  })
})
