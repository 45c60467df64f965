/**
 * Constants of the page shell (spec §9). Browser code and tests import them from here.
 */

/** A viewport at most this wide counts as mobile: the homepage shows its cover image, no video. */
export const MOBILE_MAX_WIDTH = 768

/** Scroll-driven homepage animations run only on viewports wider than this. */
export const SCROLL_EFFECTS_MIN_WIDTH = 992

/** Homepage scroll progress runs from 0 to 1 across this share of the viewport height. */
export const HOMEPAGE_SCROLL_RANGE = 0.9

/** How long the slide-in menu takes to open or close; submenus reset once it has closed. */
export const MENU_ANIMATION_MS = 500

/** The only locale that shows the legal-notice (Impressum) link in the footer. */
export const LEGAL_NOTICE_LOCALES: readonly string[] = ["de"]

/** The only locale whose homepage footer shows the company registration information. */
export const REGISTRATION_INFO_LOCALES: readonly string[] = ["en-gb"]
