/**
 * @jest-environment jsdom
 */
import { keepTitleUntilNextHead } from "./keep-title"

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

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  document.head.innerHTML = ""
  addHead("Leasing | Fleetlane")
})

describe("the title through a client-side visit", () => {
  it("stays while the new page's head is not there yet", () => {
    keepTitleUntilNextHead()
    removeMarkedHead()
    expect(document.title).toBe("Leasing | Fleetlane")
  })

  it("gives way to the new page's title as soon as it is in", async () => {
    keepTitleUntilNextHead()
    removeMarkedHead()
    addHead("Rental | Fleetlane")
    await flushObservers()
    expect(document.title).toBe("Rental | Fleetlane")
    expect(document.querySelectorAll("title")).toHaveLength(1)
  })

  it("holds one title through two quick visits", async () => {
    keepTitleUntilNextHead()
    removeMarkedHead()
    keepTitleUntilNextHead()
    removeMarkedHead()
    expect(document.title).toBe("Leasing | Fleetlane")
    addHead("Parts | Fleetlane")
    await flushObservers()
    expect(document.querySelectorAll("title")).toHaveLength(1)
    expect(document.title).toBe("Parts | Fleetlane")
  })
})
