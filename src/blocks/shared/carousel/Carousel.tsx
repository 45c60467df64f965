import { useEffect, useState, type ComponentType, type CSSProperties } from "react"
import { needsCarousel, slidesInView, slidesInViewByRange, type CarouselKind } from "../../../domain/carousel"
import type { Slide, SlickCarouselProps } from "./slides"
import { useViewportWidth } from "./use-viewport-width"
import "./carousel.css"

interface CarouselProps {
  /** What the carousel is about (the block title), for assistive technology. */
  label: string
  kind: CarouselKind
  /** Slides in view on wide screens (the component's layout_type); 5 when empty. */
  layoutType: number | null
  dots: boolean
  slides: readonly Slide[]
}

type SlickCarouselComponent = ComponentType<SlickCarouselProps>

/** react-slick and its styles load with this chunk, and only when a carousel is actually shown. */
let slickCarousel: Promise<SlickCarouselComponent> | undefined
function loadSlickCarousel(): Promise<SlickCarouselComponent> {
  slickCarousel ??= import(/* webpackChunkName: "carousel" */ "./SlickCarousel").then((module) => module.SlickCarousel)
  return slickCarousel
}

/**
 * Slides in a carousel where they do not all fit, else a plain list. The static HTML is the list,
 * laid out like the carousel from 767px up, so nothing jumps when react-slick takes over.
 */
export function Carousel({ label, kind, layoutType, dots, slides }: CarouselProps) {
  const width = useViewportWidth()
  const inView = width === null ? null : slidesInView(width, { layoutType, kind })
  const active = needsCarousel(slides.length, inView)
  const [SlickCarousel, setSlickCarousel] = useState<SlickCarouselComponent | null>(null)

  useEffect(() => {
    if (!active || SlickCarousel) return
    let current = true
    void loadSlickCarousel().then((component) => {
      if (current) setSlickCarousel(() => component)
    })
    return () => {
      current = false
    }
  }, [active, SlickCarousel])

  if (active && SlickCarousel) return <SlickCarousel label={label} slides={slides} slidesToShow={inView} dots={dots} />

  const byRange = slidesInViewByRange({ layoutType, kind })
  const style = {
    "--slide-count": slides.length,
    "--in-view-medium": byRange.medium,
    "--in-view-large": byRange.large,
    "--in-view-wide": byRange.wide,
  } as CSSProperties
  return (
    <ul className="carousel-list" style={style}>
      {slides.map((slide) => (
        <li key={slide.id} className="carousel-list__item">
          {slide.content}
        </li>
      ))}
    </ul>
  )
}
