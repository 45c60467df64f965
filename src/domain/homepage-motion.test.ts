import { coverVideoAllowed, coverVideoShouldPlay, isMobileDevice, scrollEffectsEnabled, scrollProgress } from "./homepage-motion"

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
const IPAD_DESKTOP_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15"

describe("scrollProgress", () => {
  it("runs from 0 to 1 across 0.9 of the viewport height", () => {
    expect(scrollProgress(0, 1000)).toBe(0)
    expect(scrollProgress(450, 1000)).toBe(0.5)
    expect(scrollProgress(900, 1000)).toBe(1)
  })

  it("stays within 0 and 1 (overscroll, far below the header)", () => {
    expect(scrollProgress(-40, 1000)).toBe(0)
    expect(scrollProgress(5000, 1000)).toBe(1)
    expect(scrollProgress(100, 0)).toBe(0)
  })
})

describe("scrollEffectsEnabled", () => {
  it("animates only above 992 px", () => {
    expect(scrollEffectsEnabled(992, false)).toBe(false)
    expect(scrollEffectsEnabled(993, false)).toBe(true)
    expect(scrollEffectsEnabled(1440, false)).toBe(true)
  })

  it("respects prefers-reduced-motion", () => {
    expect(scrollEffectsEnabled(1440, true)).toBe(false)
  })
})

describe("isMobileDevice", () => {
  it("recognises phones and tablets, including iPads that claim to be a Mac", () => {
    expect(isMobileDevice({ userAgent: IPHONE_UA })).toBe(true)
    expect(isMobileDevice({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 5 })).toBe(true)
    expect(isMobileDevice({ userAgent: DESKTOP_UA, userAgentDataMobile: true })).toBe(true)
  })

  it("takes desktops for desktops", () => {
    expect(isMobileDevice({ userAgent: DESKTOP_UA, userAgentDataMobile: false, maxTouchPoints: 0 })).toBe(false)
    expect(isMobileDevice({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 0 })).toBe(false)
  })
})

describe("coverVideoAllowed", () => {
  it("shows the video only on screens wider than 768 px that are not mobile devices", () => {
    expect(coverVideoAllowed({ viewportWidth: 768, mobileDevice: false, reducedMotion: false })).toBe(false)
    expect(coverVideoAllowed({ viewportWidth: 769, mobileDevice: false, reducedMotion: false })).toBe(true)
    expect(coverVideoAllowed({ viewportWidth: 1366, mobileDevice: true, reducedMotion: false })).toBe(false)
  })

  it("keeps the still cover image for visitors who asked for less motion", () => {
    expect(coverVideoAllowed({ viewportWidth: 1366, mobileDevice: false, reducedMotion: true })).toBe(false)
  })
})

describe("coverVideoShouldPlay", () => {
  it("plays until the header is scrolled away, then pauses", () => {
    expect(coverVideoShouldPlay(0)).toBe(true)
    expect(coverVideoShouldPlay(0.99)).toBe(true)
    expect(coverVideoShouldPlay(1)).toBe(false)
  })
})
