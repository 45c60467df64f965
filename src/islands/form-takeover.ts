import { useEffect, useState, type RefObject } from "react"

/** On a form that only works with its code: a submit before the code has taken over waits for it. */
const HOLD_SUBMIT = "data-hold-submit"
/** Set once the form's code has taken over the server's form (the browser tests wait for it too). */
const READY = "data-ready"
/**
 * Set by the inline head script on a form whose submit it held: a property, as an attribute would
 * differ from the server's HTML when React hydrates the form.
 */
const HELD = "__fleetlaneHeldSubmit"

/**
 * The inline head script's share (see first-interaction): a form with no code yet has no action,
 * so the browser's own submit (Enter in a field, a click on the button) would reload the page with
 * what was typed in its address. The script stops that submit and notes it on the form; the form's
 * code makes it again once it has taken over.
 */
export const HOLD_SUBMIT_SCRIPT = `addEventListener("submit",function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute("${HOLD_SUBMIT}")&&!f.hasAttribute("${READY}")){e.preventDefault();f.${HELD}=true}},true);`

export interface FormTakeoverAttributes {
  "data-hold-submit": ""
  "data-ready": true | undefined
}

/**
 * For a server-rendered form whose code arrives later: the attributes to put on the form, and,
 * once its code has taken over, the submit the visitor made before, made again.
 */
export function useFormTakeover(form: RefObject<HTMLFormElement>): FormTakeoverAttributes {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  useEffect(() => {
    const element = form.current as (HTMLFormElement & { [HELD]?: boolean }) | null
    if (!ready || !element?.[HELD]) return
    delete element[HELD]
    element.requestSubmit()
  }, [ready, form])
  return { [HOLD_SUBMIT]: "", [READY]: ready || undefined } as FormTakeoverAttributes
}
