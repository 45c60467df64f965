import { accordionPanelGroupId, allOpen, MAX_ACCORDION_PANEL_ID, togglePanel } from "./accordion"

describe("accordion panel group ids", () => {
  it("gives the first accordion of a page the main-accordion id", () => {
    expect(MAX_ACCORDION_PANEL_ID).toBe("main-accordion")
    expect(accordionPanelGroupId(0)).toBe("main-accordion")
  })

  it("keeps ids unique when a page has more accordions", () => {
    expect(accordionPanelGroupId(1)).toBe("main-accordion-2")
    expect(accordionPanelGroupId(2)).toBe("main-accordion-3")
  })
})

describe("togglePanel", () => {
  it("keeps at most one panel open in the max accordion", () => {
    const first = togglePanel(new Set(), "a", true)
    expect([...first]).toEqual(["a"])
    expect([...togglePanel(first, "b", true)]).toEqual(["b"])
    expect([...togglePanel(first, "a", true)]).toEqual([])
  })

  it("opens panels independently when items can all be expanded", () => {
    const both = togglePanel(togglePanel(new Set(), "a", false), "b", false)
    expect([...both].sort()).toEqual(["a", "b"])
    expect([...togglePanel(both, "a", false)]).toEqual(["b"])
  })
})

describe("allOpen", () => {
  it("is true only when every panel is open", () => {
    expect(allOpen(new Set(["a", "b"]), ["a", "b"])).toBe(true)
    expect(allOpen(new Set(["a"]), ["a", "b"])).toBe(false)
    expect(allOpen(new Set(), [])).toBe(false)
  })
})
