/**
 * Resolves at the visitor's first interaction with the page (pointer, touch, key, scroll, focus).
 * Forms and the islands that hydrate on interaction (the footer's newsletter) load their code then:
 * the server-rendered form is on screen from the start, and its JavaScript does not count against
 * a page's first load.
 */
const EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const

/** Set by the inline head script when the visitor interacts before the site's code has started. */
const EARLY_FLAG = "__fleetlaneInteracted"

/**
 * Whether the visitor did it. Chromium moves the pointer by itself: when the page's layout changes
 * under a resting cursor (and, in the headless shell, at every page load) it sends a pointermove that
 * moved nowhere. Only a move that went somewhere is the visitor's.
 */
export function isVisitorInteraction(event: Event): boolean {
  if (event.type !== "pointermove") return true
  const { movementX, movementY } = event as PointerEvent
  return Boolean(movementX || movementY)
}

/** The inline head script that notices an interaction before the site's code runs (the same rule as `isVisitorInteraction`). */
export const EARLY_INTERACTION_SCRIPT = `(function(){var e=${JSON.stringify(EVENTS)};function d(v){if(v.type==="pointermove"&&!v.movementX&&!v.movementY)return;window.${EARLY_FLAG}=true;e.forEach(function(n){removeEventListener(n,d,true)})}e.forEach(function(n){addEventListener(n,d,{capture:true,passive:true})})})();`

let interaction: Promise<void> | null = null

export function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve()
  interaction ??= new Promise<void>((resolve) => {
    if ((window as unknown as Record<string, unknown>)[EARLY_FLAG]) {
      resolve()
      return
    }
    const done = (event: Event) => {
      if (!isVisitorInteraction(event)) return
      EVENTS.forEach((name) => window.removeEventListener(name, done, true))
      resolve()
    }
    EVENTS.forEach((name) => window.addEventListener(name, done, { capture: true, passive: true }))
  })
  return interaction
}
