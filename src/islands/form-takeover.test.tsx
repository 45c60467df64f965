import { act } from "@testing-library/react"
import { useRef } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { HOLD_SUBMIT_SCRIPT, useFormTakeover } from "./form-takeover"

// The inline head script, as the page's HTML runs it before any of the site's code.
new Function(HOLD_SUBMIT_SCRIPT)()

function SignUp({ onSubmit }: { onSubmit: () => void }) {
  const form = useRef<HTMLFormElement>(null)
  const takeover = useFormTakeover(form)
  return (
    <form
      ref={form}
      {...takeover}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <input name="email" defaultValue="" />
      <button type="submit">Sign up</button>
    </form>
  )
}

/** The form as the server wrote it: it holds submits, and its code has not taken over. */
const SERVER_HTML = '<form data-hold-submit=""><input name="email" value=""/><button type="submit">Sign up</button></form>'

let container: HTMLElement
let root: Root | undefined

beforeEach(() => {
  container = document.createElement("div")
  container.innerHTML = SERVER_HTML
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

/** What the inline head script notes on a form whose submit it held. */
function held(form: HTMLFormElement): boolean {
  return (form as unknown as Record<string, unknown>).__fleetlaneHeldSubmit === true
}

function submitNatively(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
}

describe("a server-rendered form whose code comes later", () => {
  it("holds a submit made before its code has taken over, instead of letting the browser reload the page", () => {
    const form = container.querySelector("form")!
    expect(submitNatively(form)).toBe(false)
    expect(held(form)).toBe(true)
  })

  it("makes the held submit again once its code has taken over, once", async () => {
    const form = container.querySelector("form")!
    submitNatively(form)
    const onSubmit = jest.fn()
    await act(async () => {
      root = hydrateRoot(container, <SignUp onSubmit={onSubmit} />)
    })
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(held(form)).toBe(false)
    expect(form.getAttribute("data-ready")).toBe("true")
  })

  it("leaves submits to the form's code once it is ready, and makes none of its own without a held one", async () => {
    const form = container.querySelector("form")!
    const onSubmit = jest.fn()
    await act(async () => {
      root = hydrateRoot(container, <SignUp onSubmit={onSubmit} />)
    })
    expect(onSubmit).not.toHaveBeenCalled()
    act(() => container.querySelector("button")!.click())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(held(form)).toBe(false)
  })

  it("leaves forms that work without code (a search with an action) to the browser", () => {
    container.innerHTML = '<form action="/en/search/"><input name="keyword"/></form>'
    const form = container.querySelector("form")!
    form.addEventListener("submit", (event) => event.preventDefault()) // jsdom cannot navigate
    expect(submitNatively(form)).toBe(false)
    expect(held(form)).toBe(false)
  })
})
