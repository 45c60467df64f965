import { FIXED_IDS } from "../../config/fixed-ids"
import { MalformedSearchAnswer, mapSearchResults } from "./search-results"

const resource = (id: string, title: string, description: string, alias: string | null, langcode = "nl") => ({
  type: "node--page",
  id,
  attributes: {
    metatag: [
      { tag: "meta", attributes: { name: "title", content: title } },
      { tag: "meta", attributes: { name: "description", content: description } },
      { tag: "link", attributes: { rel: "canonical", href: "https://cms.example/nl/x" } },
    ],
    path: { alias, pid: 1, langcode },
  },
})

describe("mapSearchResults", () => {
  it("reads meta.count and each result's metatag title and description and its page", () => {
    const view = mapSearchResults(
      { data: [resource("a", "Koeltrailers | Fleetlane", "Koud transport.", "/koeltrailers")], meta: { count: 23 } },
      "nl",
      "Fleetlane",
    )
    expect(view).toEqual({
      total: 23,
      results: [{ id: "a", title: "Koeltrailers", description: "Koud transport.", url: "/nl/koeltrailers/" }],
    })
  })

  it("links the homepage to the locale's home and keeps titles that are only the brand", () => {
    const view = mapSearchResults({ data: [resource(FIXED_IDS.homepage, "Fleetlane", "", "/home")], meta: { count: 1 } }, "nl", "Fleetlane")
    expect(view.results[0]).toMatchObject({ title: "Fleetlane", url: "/nl/", description: "" })
  })

  it("leaves out results without a title or a page, and counts the results when meta.count is missing", () => {
    const untitled = { type: "node--page", id: "b", attributes: { metatag: [], path: { alias: "/b", langcode: "nl" } } }
    const view = mapSearchResults({ data: [untitled, resource("c", "C", "", null), resource("d", "D", "", "/d")] }, "nl", "")
    expect(view).toEqual({ total: 1, results: [{ id: "d", title: "D", description: "", url: "/nl/d/" }] })
  })

  it("rejects an answer that is not a search answer", () => {
    expect(() => mapSearchResults({ errors: [{ status: "500" }] }, "nl", "")).toThrow(MalformedSearchAnswer)
    expect(() => mapSearchResults("<html>", "nl", "")).toThrow(MalformedSearchAnswer)
  })
})
