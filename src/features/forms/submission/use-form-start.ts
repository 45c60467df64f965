import { useEffect, type RefObject } from "react"
import { prepareFormStart } from "./form-start"

/**
 * Asks for the page's form-start token when the visitor first moves into the form (or at once if
 * the focus is already in it: the focus that made the form's code load).
 */
export function usePrepareFormStart(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current
    if (!element) return
    if (element.contains(document.activeElement)) {
      prepareFormStart()
      return
    }
    const prepare = () => prepareFormStart()
    element.addEventListener("focusin", prepare, { once: true })
    return () => element.removeEventListener("focusin", prepare)
  }, [form])
}
