import { splitTitleAccent } from "./title-accent"

describe("splitTitleAccent", () => {
  it("highlights the accent where it appears in the title", () => {
    expect(splitTitleAccent("Everything your fleet needs", "your fleet")).toEqual([
      { text: "Everything ", accent: false },
      { text: "your fleet", accent: true },
      { text: " needs", accent: false },
    ])
  })

  it("matches regardless of case and keeps the title's own spelling", () => {
    expect(splitTitleAccent("Alles, was Ihre Flotte braucht", "ihre flotte")).toEqual([
      { text: "Alles, was ", accent: false },
      { text: "Ihre Flotte", accent: true },
      { text: " braucht", accent: false },
    ])
  })

  it("accents a title that is all accent", () => {
    expect(splitTitleAccent("Leasing", "Leasing")).toEqual([{ text: "Leasing", accent: true }])
  })

  it("leaves the title plain without an accent or when the accent is not in it", () => {
    expect(splitTitleAccent("Our story", null)).toEqual([{ text: "Our story", accent: false }])
    expect(splitTitleAccent("Our story", "  ")).toEqual([{ text: "Our story", accent: false }])
    expect(splitTitleAccent("Our story", "history")).toEqual([{ text: "Our story", accent: false }])
    expect(splitTitleAccent("", "x")).toEqual([])
  })
})
