import { HOMEPAGE_SCROLL_RANGE, MOBILE_MAX_WIDTH, SCROLL_EFFECTS_MIN_WIDTH } from "../config/layout"

/** How far the visitor has scrolled through the homepage header: 0 at the top, 1 after 0.9 viewport heights. */
export function scrollProgress(scrollY: number, viewportHeight: number, range = HOMEPAGE_SCROLL_RANGE): number {
  if (viewportHeight <= 0) return 0
  return Math.min(1, Math.max(0, scrollY / (viewportHeight * range)))
}

/** Scroll-driven animations run only on wide viewports, and never for visitors who asked for less motion. */
export function scrollEffectsEnabled(viewportWidth: number, reducedMotion: boolean): boolean {
  return viewportWidth > SCROLL_EFFECTS_MIN_WIDTH && !reducedMotion
}

export interface DeviceHints {
  userAgent: string
  /** navigator.userAgentData.mobile where the browser has it. */
  userAgentDataMobile?: boolean
  /** navigator.maxTouchPoints: iPadOS reports a desktop Mac user agent but has touch. */
  maxTouchPoints?: number
}

/** A phone or tablet, whatever its viewport width. */
export function isMobileDevice(hints: DeviceHints): boolean {
  if (hints.userAgentDataMobile === true) return true
  if (/Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i.test(hints.userAgent)) return true
  return /Macintosh/.test(hints.userAgent) && (hints.maxTouchPoints ?? 0) > 1
}

export interface CoverVideoConditions {
  viewportWidth: number
  mobileDevice: boolean
  reducedMotion: boolean
}

/** The cover video only on wide (over 768 px), non-mobile screens, and not when less motion is asked for. */
export function coverVideoAllowed({ viewportWidth, mobileDevice, reducedMotion }: CoverVideoConditions): boolean {
  return viewportWidth > MOBILE_MAX_WIDTH && !mobileDevice && !reducedMotion
}

/** The video plays until the header has scrolled away, then pauses. */
export function coverVideoShouldPlay(progress: number): boolean {
  return progress < 1
}
