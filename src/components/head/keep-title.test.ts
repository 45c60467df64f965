/**
 * @jest-environment jsdom
 */
import { keepTitleThroughVisit, removeKeptTitle } from "./keep-title"

/** What Gatsby does on a client-side visit: it removes the marked head elements, then adds the new page's. */
function removeMarkedHead() {
  document.head.querySelectorAll("[data-gatsby-head]").forEach((element) => element.remove())
}

function addHead(title: string) {
  const element = document.createElement("title")
  element.setAttribute("data-gatsby-head", "true")
  element.textContent = title
  document.head.append(element)
}

beforeEach(() => {
  document.head.innerHTML = ""
  addHead("Leasing | Fleetlane")
})

describe("the title through a client-side visit", () => {
  it("stays while the new page's head is not there yet", () => {
    keepTitleThroughVisit()
    removeMarkedHead()
    expect(document.title).toBe("Leasing | Fleetlane")
  })

  it("gives way to the new page's title: the new head removes it just before Gatsby adds its own", () => {
    keepTitleThroughVisit()
    removeMarkedHead()
    removeKeptTitle()
    addHead("Rental | Fleetlane")
    expect(document.title).toBe("Rental | Fleetlane")
    expect(document.querySelectorAll("title")).toHaveLength(1)
  })

  it("holds one title through two quick visits", () => {
    keepTitleThroughVisit()
    removeMarkedHead()
    keepTitleThroughVisit()
    removeMarkedHead()
    expect(document.querySelectorAll("title")).toHaveLength(1)
    expect(document.title).toBe("Leasing | Fleetlane")
    removeKeptTitle()
    addHead("Parts | Fleetlane")
    expect(document.querySelectorAll("title")).toHaveLength(1)
    expect(document.title).toBe("Parts | Fleetlane")
  })

  it("leaves the titles Gatsby manages alone", () => {
    removeKeptTitle()
    expect(document.title).toBe("Leasing | Fleetlane")
  })
})
