import { useEffect, useState, type ComponentType } from "react"
import type { SlideView } from "../../drupal/mappers/page"
import { Slide } from "./Slide"
import type { SlickSliderProps } from "./SlickSlider"

interface HeaderSliderProps {
  slides: readonly SlideView[]
  label: string
}

/**
 * The page-header slider. The server renders the first slide, so the page shows its image without
 * JavaScript; react-slick is loaded afterwards, and only by pages that have more than one slide.
 */
export function HeaderSlider({ slides, label }: HeaderSliderProps) {
  const [Slider, setSlider] = useState<ComponentType<SlickSliderProps> | null>(null)

  useEffect(() => {
    if (slides.length < 2) return
    let active = true
    void import("./SlickSlider").then((module) => {
      if (active) setSlider(() => module.SlickSlider)
    })
    return () => {
      active = false
    }
  }, [slides.length])

  if (Slider) return <Slider slides={slides} label={label} />
  return (
    <section className="page-slider" aria-label={label}>
      <Slide slide={slides[0]} eager />
    </section>
  )
}
