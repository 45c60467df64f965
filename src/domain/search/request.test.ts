import { NODE_TYPES } from "../../drupal/model/node-types"
import { searchRequestUrl } from "./request"

describe("the search call", () => {
  it("asks the index of the page's language for one page of 10 with the field lists", () => {
    const url = new URL(searchRequestUrl("fr-be", { keyword: "frigo remorque", page: 3 }), "https://www.fleetlane.example")
    expect(url.pathname).toBe("/cms/fr-be/api/index/search")
    expect(url.searchParams.get("filter[fulltext]")).toBe("frigo remorque")
    expect(url.searchParams.get("filter[langcode]")).toBe("fr-be")
    expect(url.searchParams.get("page[offset]")).toBe("20")
    expect(url.searchParams.get("page[limit]")).toBe("10")
    for (const type of NODE_TYPES) expect(url.searchParams.get(`fields[node--${type}]`)).toBe("metatag,path")
  })

  it("starts at offset 0 on the first page", () => {
    const url = new URL(searchRequestUrl("en", { keyword: "reefer", page: 1 }), "https://www.fleetlane.example")
    expect(url.searchParams.get("page[offset]")).toBe("0")
  })
})
