/**
 * Carousel rules (spec section 9): how many slides are in view at a viewport width, and when a
 * carousel is a plain list instead. The breakpoints are repeated once in
 * src/blocks/shared/carousel/carousel.css, which a test keeps in step with these numbers.
 */

/** Slides in view when the component's layout_type is empty. */
export const DEFAULT_SLIDES_PER_VIEW = 5

export const CAROUSEL_BREAKPOINTS = {
  /** Below this width at most 4 slides. */
  atMostFour: 1399,
  /** Below this width at most 3 slides, or 2 in a card carousel. */
  atMostThree: 1199,
  /** Below this width there is no carousel: the slides are a plain list. */
  plainList: 767,
} as const

/** A card carousel shows fewer slides on medium screens than one of quotes or other items. */
export type CarouselKind = "cards" | "items"

export interface CarouselOptions {
  layoutType: number | null | undefined
  kind: CarouselKind
}

export function slidesPerView(layoutType: number | null | undefined): number {
  return layoutType && layoutType > 0 ? Math.floor(layoutType) : DEFAULT_SLIDES_PER_VIEW
}

/** Slides in view at a viewport width in CSS pixels, or null where the carousel is a plain list. */
export function slidesInView(width: number, { layoutType, kind }: CarouselOptions): number | null {
  const perView = slidesPerView(layoutType)
  if (width < CAROUSEL_BREAKPOINTS.plainList) return null
  if (width < CAROUSEL_BREAKPOINTS.atMostThree) return Math.min(perView, kind === "cards" ? 2 : 3)
  if (width < CAROUSEL_BREAKPOINTS.atMostFour) return Math.min(perView, 4)
  return perView
}

/** Slides in view in each width range from the plain-list breakpoint up, for the layout before the carousel loads. */
export function slidesInViewByRange(options: CarouselOptions): { medium: number; large: number; wide: number } {
  return {
    medium: slidesInView(CAROUSEL_BREAKPOINTS.plainList, options)!,
    large: slidesInView(CAROUSEL_BREAKPOINTS.atMostThree, options)!,
    wide: slidesInView(CAROUSEL_BREAKPOINTS.atMostFour, options)!,
  }
}

/** Whether slides need a carousel at all: not when they are a plain list or all fit in view. */
export function needsCarousel(slideCount: number, inView: number | null): inView is number {
  return inView !== null && slideCount > inView
}

/**
 * Whether slides may need a carousel at some viewport width (the widths with the fewest slides in
 * view decide). If not, they are a plain list everywhere and need no script.
 */
export function mayNeedCarousel(slideCount: number, options: CarouselOptions): boolean {
  const { medium, large, wide } = slidesInViewByRange(options)
  return slideCount > Math.min(medium, large, wide)
}

/** Dots only for layout 1. */
export function showsDots(layout: number | null | undefined): boolean {
  return layout === 1
}
