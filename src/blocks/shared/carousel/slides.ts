import type { ReactNode } from "react"

/** One slide of a carousel: the carousel and its react-slick chunk both take these. */
export interface Slide {
  id: string
  content: ReactNode
}

/** What the lazily loaded react-slick carousel takes from the carousel that loads it. */
export interface SlickCarouselProps {
  label: string
  slides: readonly Slide[]
  slidesToShow: number
  dots: boolean
}
