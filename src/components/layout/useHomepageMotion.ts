import { useEffect, useState, type RefObject } from "react"
import { MOBILE_MAX_WIDTH, SCROLL_EFFECTS_MIN_WIDTH } from "../../config/layout"
import { coverVideoAllowed, coverVideoShouldPlay, isMobileDevice, scrollEffectsEnabled, scrollProgress } from "../../domain/homepage-motion"

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean }
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

/** Re-evaluates on media-query changes (resizing, a changed motion preference). */
function useMediaConditions(): { effects: boolean; video: boolean } {
  const [conditions, setConditions] = useState({ effects: false, video: false })
  useEffect(() => {
    const queries = [`(min-width: ${SCROLL_EFFECTS_MIN_WIDTH + 1}px)`, `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`, REDUCED_MOTION].map(
      (query) => window.matchMedia(query),
    )
    const navigatorHints = window.navigator as NavigatorWithHints
    const mobileDevice = isMobileDevice({
      userAgent: navigatorHints.userAgent,
      userAgentDataMobile: navigatorHints.userAgentData?.mobile,
      maxTouchPoints: navigatorHints.maxTouchPoints,
    })
    const update = () => {
      const reducedMotion = window.matchMedia(REDUCED_MOTION).matches
      const viewportWidth = window.innerWidth
      setConditions({
        effects: scrollEffectsEnabled(viewportWidth, reducedMotion),
        video: coverVideoAllowed({ viewportWidth, mobileDevice, reducedMotion }),
      })
    }
    update()
    queries.forEach((query) => query.addEventListener("change", update))
    return () => queries.forEach((query) => query.removeEventListener("change", update))
  }, [])
  return conditions
}

/**
 * Homepage header motion. Scroll progress (0 to 1 across 0.9 of the viewport height) is written to
 * the header as --scroll-progress on each animation frame, without re-rendering; the CSS animates
 * from it only when `effects` is on (wide screens, no reduced motion). `videoShouldPlay` turns
 * false once the header has scrolled away.
 */
export function useHomepageMotion(headerRef: RefObject<HTMLElement>) {
  const { effects, video } = useMediaConditions()
  const [videoShouldPlay, setVideoShouldPlay] = useState(true)

  useEffect(() => {
    const header = headerRef.current
    if (!header || (!effects && !video)) return
    let frame = 0
    const update = () => {
      frame = 0
      const progress = scrollProgress(window.scrollY, window.innerHeight)
      header.style.setProperty("--scroll-progress", progress.toFixed(3))
      setVideoShouldPlay(coverVideoShouldPlay(progress))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
      header.style.removeProperty("--scroll-progress")
    }
  }, [headerRef, effects, video])

  return { effects, video, videoShouldPlay }
}
