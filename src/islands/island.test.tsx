import { act, fireEvent, screen } from "@testing-library/react"
import { navigate, prefetchPathname } from "gatsby"
import { useState } from "react"
import { TextEncoder } from "node:util"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type * as Server from "react-dom/server"
import { firstInteraction } from "./first-interaction"
import { defineIsland, type IslandModule } from "./island"

jest.mock("./first-interaction", () => ({ firstInteraction: jest.fn() }))

// React's server renderer needs TextEncoder, which jsdom lacks (so it is required after this).
Object.assign(globalThis, { TextEncoder })
const { renderToString } = require("react-dom/server") as typeof Server

interface PanelProps {
  label: string
  interactive: boolean
}

/** A part of a page with a link to another page, a link within the page, and a counter. */
function Panel({ label, interactive }: PanelProps) {
  const [count, setCount] = useState(0)
  return (
    <section aria-label={label}>
      <a href="/en/leasing/">Leasing</a> <a href="?page=2">Page 2</a>
      {interactive && (
        <button type="button" onClick={() => setCount(count + 1)}>
          Pressed {count}
        </button>
      )}
    </section>
  )
}

const panelModule: IslandModule<PanelProps> = { Component: Panel, hydrates: (props) => props.interactive }

/** A fresh island (nothing loaded yet) and the mock of its chunk's import. */
function panelIsland() {
  const load = jest.fn(() => Promise.resolve(panelModule))
  return { Island: defineIsland<PanelProps>("panel", load), load }
}

/** The page's HTML as the build writes it: rendered without a document, its chunk loaded. */
async function serverHtml(props: PanelProps): Promise<string> {
  const { Island } = panelIsland()
  await Island.preload()
  const browserDocument = document
  Object.defineProperty(globalThis, "document", { value: undefined, configurable: true })
  try {
    return renderToString(<Island {...props} />)
  } finally {
    Object.defineProperty(globalThis, "document", { value: browserDocument, configurable: true })
  }
}

let container: HTMLElement
let root: Root | undefined

beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"))
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  jest.clearAllMocks()
})

async function hydrate(element: JSX.Element) {
  await act(async () => {
    root = hydrateRoot(container, element)
  })
}

describe("an island", () => {
  it("is rendered in full by the server, marked with whether it hydrates", async () => {
    const staticHtml = await serverHtml({ label: "Static", interactive: false })
    expect(staticHtml).toContain('data-island="panel"')
    expect(staticHtml).toContain("Leasing")
    expect(staticHtml).not.toContain("data-hydrate")
    expect(await serverHtml({ label: "Live", interactive: true })).toContain('data-hydrate="load"')
  })

  it("that does not hydrate keeps the server's DOM, focus included, and never loads its code", async () => {
    container.innerHTML = await serverHtml({ label: "Static", interactive: false })
    const link = screen.getByRole("link", { name: "Leasing" })
    link.focus()
    const { Island, load } = panelIsland()
    await hydrate(<Island label="Static" interactive={false} />)
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole("link", { name: "Leasing" })).toBe(link)
    expect(document.activeElement).toBe(link)
    expect(screen.getByRole("region", { name: "Static" })).toBeInTheDocument()
  })

  it("that does not hydrate still navigates in the app to other pages of the site, and leaves links within the page alone", async () => {
    container.innerHTML = await serverHtml({ label: "Static", interactive: false })
    const { Island } = panelIsland()
    await hydrate(<Island label="Static" interactive={false} />)
    // Whether the island took the click over; then no browser navigation (jsdom has none).
    const taken: boolean[] = []
    const record = (event: Event) => {
      taken.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener("click", record)
    try {
      fireEvent.mouseOver(screen.getByRole("link", { name: "Leasing" }))
      expect(prefetchPathname).toHaveBeenCalledWith("/en/leasing/")
      fireEvent.click(screen.getByRole("link", { name: "Leasing" }))
      fireEvent.click(screen.getByRole("link", { name: "Page 2" }))
      fireEvent.click(screen.getByRole("link", { name: "Leasing" }), { ctrlKey: true })
    } finally {
      document.removeEventListener("click", record)
    }
    expect(taken).toEqual([true, false, false])
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith("/en/leasing/")
  })

  it("that hydrates loads its code and takes over the server's DOM without replacing it", async () => {
    container.innerHTML = await serverHtml({ label: "Live", interactive: true })
    const button = screen.getByRole("button", { name: "Pressed 0" })
    const { Island, load } = panelIsland()
    await hydrate(<Island label="Live" interactive />)
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(button)
    expect(button).toHaveTextContent("Pressed 1")
    expect(screen.getByRole("button")).toBe(button)
  })

  it("renders with its code where there is no server HTML (a client-side visit)", async () => {
    const { Island, load } = panelIsland()
    await act(async () => {
      root = createRoot(container)
      root.render(<Island label="Visited" interactive={false} />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole("region", { name: "Visited" })).toBeInTheDocument()
    expect(container.querySelector("[data-island='panel']")).not.toHaveAttribute("data-hydrate")
  })

  it("that hydrates on interaction waits for the visitor before loading its code", async () => {
    let interact = () => {}
    jest.mocked(firstInteraction).mockReturnValue(new Promise<void>((resolve) => (interact = resolve)))
    container.innerHTML = (await serverHtml({ label: "Later", interactive: true })).replace(
      'data-hydrate="load"',
      'data-hydrate="interaction"',
    )
    const button = screen.getByRole("button", { name: "Pressed 0" })
    const load = jest.fn(() => Promise.resolve(panelModule))
    const Island = defineIsland<PanelProps>("panel", load, { hydrateOn: "interaction" })
    await hydrate(<Island label="Later" interactive />)
    expect(load).not.toHaveBeenCalled()
    await act(async () => interact())
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(button)
    expect(screen.getByRole("button")).toBe(button)
    expect(button).toHaveTextContent("Pressed 1")
  })
})
