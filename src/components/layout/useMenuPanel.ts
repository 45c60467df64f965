import { useEffect, useState, type RefObject } from "react"
import { MENU_ANIMATION_MS } from "../../config/layout"

/**
 * The slide-in menu's presence: `rendered` while open and during the closing animation, `shown`
 * once the panel has slid in. Closing keeps it rendered for the animation delay.
 */
export function useMenuTransition(open: boolean, panelRef: RefObject<HTMLElement>, delay = MENU_ANIMATION_MS) {
  const [rendered, setRendered] = useState(open)
  const [shown, setShown] = useState(open)

  useEffect(() => {
    if (open) {
      setRendered(true)
      return
    }
    setShown(false)
    const timer = window.setTimeout(() => setRendered(false), delay)
    return () => window.clearTimeout(timer)
  }, [open, delay])

  useEffect(() => {
    if (!open || !rendered) return
    // Lay out the panel at its start position first, so that showing it animates.
    panelRef.current?.getBoundingClientRect()
    setShown(true)
  }, [open, rendered, panelRef])

  return { rendered, shown }
}

/** Locks page scroll while the menu is open, keeping the page from shifting where a scrollbar disappears. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    root.style.setProperty("--scrollbar-compensation", `${window.innerWidth - root.clientWidth}px`)
    root.classList.add("scroll-locked")
    return () => {
      root.classList.remove("scroll-locked")
      root.style.removeProperty("--scrollbar-compensation")
    }
  }, [locked])
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[hidden], [inert]"),
  )
}

/**
 * While the menu is open: Escape closes it, and Tab cycles through the menu's own controls only
 * (the page behind is inert as well, so focus has nowhere else to go).
 */
export function useDialogKeyboard(open: boolean, panelRef: RefObject<HTMLElement>, onEscape: () => void): void {
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current
      if (event.key === "Escape") {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== "Tab" || !panel) return
      const controls = tabbables(panel)
      if (!controls.length) return
      const first = controls[0]
      const last = controls[controls.length - 1]
      const active = document.activeElement
      const outside = !panel.contains(active)
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open, panelRef, onEscape])
}

/** A press outside the open menu (on the dimmed page) closes it. */
export function useCloseOnOutsidePress(open: boolean, panelRef: RefObject<HTMLElement>, onClose: () => void): void {
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !panelRef.current?.contains(event.target)) onClose()
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [open, panelRef, onClose])
}
