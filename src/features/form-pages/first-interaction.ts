/**
 * Resolves at the visitor's first interaction with the page (pointer, touch, key, scroll, focus).
 * Forms load their code then: the server-rendered form is on screen from the start, and the
 * JavaScript of react-hook-form and yup does not count against a page's first load.
 */
const EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const

let interaction: Promise<void> | null = null

export function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve()
  interaction ??= new Promise<void>((resolve) => {
    const done = () => {
      EVENTS.forEach((event) => window.removeEventListener(event, done, true))
      resolve()
    }
    EVENTS.forEach((event) => window.addEventListener(event, done, { capture: true, passive: true }))
  })
  return interaction
}
