import { useEffect, useRef, type ReactNode } from "react"
import { ArrowLeftIcon } from "./icons"
import { ChevronRightIcon } from "./panel-icons"

interface SubmenuProps {
  id: string
  open: boolean
  onOpen: () => void
  onBack: () => void
  /** The content of the button that opens the submenu. */
  trigger: ReactNode
  triggerClassName: string
  backLabel: string
  /** Shown at the top of the open submenu, under the back button. */
  heading: ReactNode
  children: ReactNode
}

/**
 * A drill-down submenu of the slide-in navigation: a button opens it in place of its level, and
 * its back button returns to that level. Focus follows: into the submenu onto the back button,
 * and back onto the button that opened it.
 */
export function Submenu({ id, open, onOpen, onBack, trigger, triggerClassName, backLabel, heading, children }: SubmenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const pendingFocus = useRef<"back" | "trigger" | null>(null)

  useEffect(() => {
    if (pendingFocus.current === "back" && open) backRef.current?.focus()
    if (pendingFocus.current === "trigger" && !open) triggerRef.current?.focus()
    pendingFocus.current = null
  }, [open])

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          pendingFocus.current = "back"
          onOpen()
        }}
      >
        {trigger}
        <ChevronRightIcon className="submenu__chevron" />
      </button>
      <div id={id} className="submenu" hidden={!open}>
        <button
          ref={backRef}
          type="button"
          className="submenu__back"
          onClick={() => {
            pendingFocus.current = "trigger"
            onBack()
          }}
        >
          <ArrowLeftIcon />
          {backLabel}
        </button>
        <div className="submenu__heading">{heading}</div>
        {children}
      </div>
    </>
  )
}
