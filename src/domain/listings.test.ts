import fc from "fast-check"
import { parseSortDirection, sortByPostedDate, toCollection } from "./listings"

const article = (id: string, postedDate: string | null) => ({ id, postedDate, title: id.toUpperCase() })

// English knowledge articles of the demo content, in no particular order.
const demo = [
  article("tyre-pressure", "2024-02-12T08:00:00Z"),
  article("rent-or-lease", "2025-08-26T08:00:00Z"),
  article("brake-inspection", "2024-05-21T08:00:00Z"),
  article("trailer-telematics", "2025-04-07T08:00:00Z"),
  article("cold-chain", "2024-11-18T08:00:00Z"),
]

describe("toCollection", () => {
  it("keeps items in a map keyed by id, with their order", () => {
    const collection = toCollection(demo)
    expect(collection.allIds).toEqual(["tyre-pressure", "rent-or-lease", "brake-inspection", "trailer-telematics", "cold-chain"])
    expect(collection.byId["cold-chain"].title).toBe("COLD-CHAIN")
  })

  it("holds an id once", () => {
    const collection = toCollection([article("a", null), article("b", null), { ...article("a", "2025-01-01"), title: "again" }])
    expect(collection.allIds).toEqual(["a", "b"])
    expect(collection.byId.a.title).toBe("again")
  })
})

describe("sortByPostedDate", () => {
  it("sorts newest first", () => {
    expect(sortByPostedDate(toCollection(demo), "desc").map((item) => item.id)).toEqual([
      "rent-or-lease",
      "trailer-telematics",
      "cold-chain",
      "brake-inspection",
      "tyre-pressure",
    ])
  })

  it("sorts oldest first", () => {
    expect(sortByPostedDate(toCollection(demo), "asc").map((item) => item.id)).toEqual([
      "tyre-pressure",
      "brake-inspection",
      "cold-chain",
      "trailer-telematics",
      "rent-or-lease",
    ])
  })

  it("puts items without a valid date last, in their order, and keeps ties stable", () => {
    const items = [article("x", null), article("b", "2025-01-01"), article("y", "not a date"), article("a", "2025-01-01")]
    expect(sortByPostedDate(toCollection(items), "desc").map((item) => item.id)).toEqual(["b", "a", "x", "y"])
    expect(sortByPostedDate(toCollection(items), "asc").map((item) => item.id)).toEqual(["b", "a", "x", "y"])
  })

  it("orders any dates consistently both ways", () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date("2000-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }), { maxLength: 30 }),
        (dates) => {
          const collection = toCollection(dates.map((date, index) => article(String(index), date.toISOString())))
          const times = (direction: "asc" | "desc") => sortByPostedDate(collection, direction).map((item) => Date.parse(item.postedDate!))
          expect(times("asc")).toEqual([...times("asc")].sort((a, b) => a - b))
          expect(times("desc")).toEqual([...times("desc")].sort((a, b) => b - a))
        },
      ),
    )
  })
})

describe("parseSortDirection", () => {
  it("accepts asc and desc only", () => {
    expect(parseSortDirection("asc")).toBe("asc")
    expect(parseSortDirection("desc")).toBe("desc")
    expect(parseSortDirection("ASC")).toBeNull()
    expect(parseSortDirection(null)).toBeNull()
  })
})
