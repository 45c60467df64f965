import { createElement } from "react"
import { sameProps } from "./same-props"

describe("sameProps: whether an island gets the same props again", () => {
  const data = { title: "Leasing", relationships: { field_cards: [] } }

  it("compares values, and plain objects (a view model mapped again) one level deep", () => {
    expect(sameProps({ data, locale: "de", occurrence: 0 }, { data, locale: "de", occurrence: 0 })).toBe(true)
    expect(sameProps({ strings: { title: "A", text: "B" } }, { strings: { title: "A", text: "B" } })).toBe(true)
    expect(sameProps({ strings: { title: "A" } }, { strings: { title: "B" } })).toBe(false)
    expect(sameProps({ locale: "de" }, { locale: "nl" })).toBe(false)
    expect(sameProps({ locale: "de" }, { locale: "de", open: true })).toBe(false)
  })

  it("looks no deeper, and takes React elements only as the same object", () => {
    expect(sameProps({ data }, { data: { ...data, relationships: { field_cards: [] } } })).toBe(false)
    expect(sameProps({ slot: createElement("p") }, { slot: createElement("p") })).toBe(false)
  })
})
