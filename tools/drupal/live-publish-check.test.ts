import { syncProblems } from "./live-publish-check"

const node = { type: "node--page", uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", langcode: "nl-be", prefix: "nl-be" }
const entry = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: node.uuid,
  action: "update",
  data: [
    { type: "user--user", id: "u", attributes: {} },
    { type: node.type, id: node.uuid, attributes },
  ],
  ...extra,
})

describe("syncProblems", () => {
  it("accepts exactly the edited translation", () => {
    expect(syncProblems({ timestamp: "1", entities: [entry({ langcode: "nl-be", title: "Nieuw" })] }, node, "Nieuw")).toEqual([])
  })

  it("names an answer in another language, with another title, or with more than the change", () => {
    expect(syncProblems({ entities: [entry({ langcode: "en", title: "Old" })] }, node, "Nieuw")).toEqual([
      "the entry's data is in en, not nl-be",
      `the entry's title is "Old", not "Nieuw"`,
    ])
    expect(syncProblems({ entities: [entry({ langcode: "nl-be", title: "Nieuw" }), entry({})] }, node, "Nieuw")).toEqual([
      "the sync answer has 2 entries, not the one change",
    ])
    expect(syncProblems({ status: -1, timestamp: 1 }, node, "Nieuw")[0]).toMatch(/no entities/)
  })
})
