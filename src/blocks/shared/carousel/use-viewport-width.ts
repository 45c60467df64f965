import { useEffect, useState } from "react"

/** The viewport width in CSS pixels, as media queries see it; null before the page is live. */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener("resize", update)
    return () => window.removeEventListener("resize", update)
  }, [])
  return width
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
}
