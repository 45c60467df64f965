import { useEffect, useRef, useState, type MouseEventHandler } from "react"
import { useTranslation } from "react-i18next"
import Slider, { type CustomArrowProps } from "react-slick"
import "./slick-slider.css"
import type { SlideView } from "../../drupal/mappers/page"
import { ArrowLeftIcon } from "./icons"
import { PauseIcon, PlayIcon } from "./media-icons"
import { Slide } from "./Slide"

export interface SlickSliderProps {
  slides: readonly SlideView[]
  label: string
}

const AUTOPLAY_SPEED_MS = 6000

function Arrow({ onClick, direction, label }: CustomArrowProps & { direction: "prev" | "next"; label: string }) {
  return (
    <button
      type="button"
      className={`page-slider__arrow page-slider__arrow--${direction}`}
      onClick={onClick as MouseEventHandler}
      aria-label={label}
    >
      <ArrowLeftIcon />
    </button>
  )
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches
}

/**
 * The slider on react-slick: autoplay toggles on a click on the slider (and with its play/pause
 * button) and pauses while the pointer is over it. Slides out of view are inert, so they cannot
 * take focus. Visitors who asked for less motion start with autoplay off.
 */
export function SlickSlider({ slides, label }: SlickSliderProps) {
  const { t } = useTranslation()
  const rootRef = useRef<HTMLElement>(null)
  const sliderRef = useRef<Slider>(null)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    if (playing) sliderRef.current?.slickPlay()
    else sliderRef.current?.slickPause()
  }, [playing])

  // A click anywhere on the slider but its own controls toggles autoplay (the button does it for keyboards).
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("button, a")) setPlaying((value) => !value)
    }
    root.addEventListener("click", onClick)
    return () => root.removeEventListener("click", onClick)
  }, [])

  useEffect(() => {
    rootRef.current?.querySelectorAll(".slick-slide").forEach((slide) => {
      if (slide.getAttribute("aria-hidden") === "true") slide.setAttribute("inert", "")
      else slide.removeAttribute("inert")
    })
  }, [current])

  return (
    <section ref={rootRef} className="page-slider page-slider--live" aria-roledescription={t("slideshow")} aria-label={label}>
      <Slider
        ref={sliderRef}
        autoplay
        autoplaySpeed={AUTOPLAY_SPEED_MS}
        pauseOnHover
        pauseOnFocus
        infinite
        dots
        arrows
        speed={prefersReducedMotion() ? 0 : 500}
        prevArrow={<Arrow direction="prev" label={t("previous_slide")} />}
        nextArrow={<Arrow direction="next" label={t("next_slide")} />}
        customPaging={(index) => (
          <button type="button" aria-label={t("go_to_slide", { number: index + 1 })}>
            {index + 1}
          </button>
        )}
        onInit={() => setCurrent(0)}
        afterChange={setCurrent}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t("slide")}
            aria-label={t("slide_of", { number: index + 1, count: slides.length })}
          >
            <Slide slide={slide} eager={index === 0} />
          </div>
        ))}
      </Slider>
      <button type="button" className="page-slider__play" onClick={() => setPlaying((value) => !value)}>
        {playing ? <PauseIcon /> : <PlayIcon />}
        <span className="visually-hidden">{playing ? t("pause_slideshow") : t("play_slideshow")}</span>
      </button>
    </section>
  )
}
