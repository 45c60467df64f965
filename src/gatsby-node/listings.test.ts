import { LISTINGS, selectListing, type ContentNode } from "./listings"

const article = (id: string, langcode: string, posted: string, category?: string, extra: Partial<ContentNode> = {}): ContentNode => ({
  id,
  langcode,
  title: id,
  field_posted_date: posted,
  relationships: category ? { field_category___NODE: category } : {},
  ...extra,
})

const knowledge = LISTINGS.paragraph__knowledge.spec
const people = LISTINGS.paragraph__people.spec

describe("selectListing", () => {
  const articles = [
    article("tyres-en", "en", "2024-02-12", "maintenance-en"),
    article("lease-en", "en", "2025-08-26", "fleet-en"),
    article("brakes-en", "en", "2024-05-21", "maintenance-en"),
    article("brakes-nl", "nl", "2024-05-21", "maintenance-nl"),
    article("draft-en", "en", "2025-09-01", "fleet-en", { status: false }),
  ]

  it("lists every published item in the paragraph's language, newest first", () => {
    const items = selectListing({ id: "p", langcode: "en" }, articles, knowledge)
    expect(items.map((item) => item.id)).toEqual(["lease-en", "brakes-en", "tyres-en"])
  })

  it("lists only the paragraph's category when it names one", () => {
    const source = { id: "p", langcode: "en", relationships: { field_category___NODE: "maintenance-en" } }
    expect(selectListing(source, articles, knowledge).map((item) => item.id)).toEqual(["brakes-en", "tyres-en"])
  })

  it("keeps the items a paragraph names, in its order, in its language", () => {
    const team = [
      { id: "jonas-en", langcode: "en", title: "Jonas", relationships: { field_people_category___NODE: "sales-en" } },
      { id: "anna-en", langcode: "en", title: "Anna", relationships: { field_people_category___NODE: "management-en" } },
      { id: "anna-nl", langcode: "nl", title: "Anna", relationships: { field_people_category___NODE: "management-nl" } },
    ]
    const named = { id: "p", langcode: "en", relationships: { field_people___NODE: ["jonas-en", "anna-en", "gone"] } }
    expect(selectListing(named, team, people).map((item) => item.id)).toEqual(["jonas-en", "anna-en"])
    const byCategory = {
      id: "p",
      langcode: "en",
      relationships: { field_people___NODE: [], field_people_category___NODE: "management-en" },
    }
    expect(selectListing(byCategory, team, people).map((item) => item.id)).toEqual(["anna-en"])
  })

  it("orders categories by weight, then by name", () => {
    const terms = [
      { id: "service", langcode: "en", name: "Service", weight: 2 },
      { id: "sales", langcode: "en", name: "Sales", weight: 1 },
      { id: "management", langcode: "en", name: "Management", weight: 0 },
      { id: "after-sales", langcode: "en", name: "After-sales", weight: 2 },
    ]
    const items = selectListing({ id: "p", langcode: "en" }, terms, LISTINGS.paragraph__people_categories.spec)
    expect(items.map((item) => item.id)).toEqual(["management", "sales", "after-sales", "service"])
  })

  it("finds the members of a category when the source is the category", () => {
    const team = [
      { id: "a", langcode: "en", title: "A", relationships: { field_people_category___NODE: "sales" } },
      { id: "b", langcode: "en", title: "B", relationships: { field_people_category___NODE: "service" } },
    ]
    const spec = { itemType: "node__people", category: { source: "self", item: "field_people_category" }, order: "title" as const }
    expect(selectListing({ id: "sales", langcode: "en" }, team, spec).map((item) => item.id)).toEqual(["a"])
  })

  it("finds nothing when a required category is missing", () => {
    const spec = {
      itemType: "node__people",
      category: { source: "field_people_category", item: "field_people_category", required: true },
      order: "title" as const,
    }
    expect(selectListing({ id: "x", langcode: "en" }, [{ id: "a", langcode: "en" }], spec)).toEqual([])
  })
})
