import { useEffect, useRef, useState } from "react"
import Slider from "react-slick"
import { useBlockText } from "../use-block-text"
import type { SlickCarouselProps } from "./slides"
import { injectSlickStyles } from "./slick-styles"
import { prefersReducedMotion } from "./use-viewport-width"

const AUTOPLAY_INTERVAL_MS = 6000
const TRANSITION_MS = 400

/**
 * Slides out of view must not take focus: react-slick hides them from assistive technology
 * (aria-hidden) but leaves their links focusable, so they are made inert as well.
 */
function syncInert(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true"
    if (hidden) slide.setAttribute("inert", "")
    else slide.removeAttribute("inert")
  })
}

/**
 * The carousel proper (APG carousel pattern): labelled previous, pause/play and next buttons
 * before the slides, each slide a group "n of total", autoplay that stops on hover and focus,
 * and never for visitors who prefer reduced motion.
 */
export function SlickCarousel({ label, slides, slidesToShow, dots }: SlickCarouselProps) {
  const text = useBlockText()
  const slider = useRef<Slider>(null)
  const root = useRef<HTMLDivElement>(null)
  const [reducedMotion] = useState(prefersReducedMotion)
  const [playing, setPlaying] = useState(!reducedMotion)

  useEffect(injectSlickStyles, [])

  useEffect(() => {
    const element = root.current
    if (!element) return
    syncInert(element)
    const observer = new MutationObserver(() => syncInert(element))
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"], childList: true })
    return () => observer.disconnect()
  }, [])

  const togglePlaying = () => {
    if (playing) slider.current?.slickPause()
    else slider.current?.slickPlay()
    setPlaying(!playing)
  }

  return (
    <div className="carousel" role="group" aria-roledescription={text("carousel")} aria-label={label} ref={root}>
      <div className="carousel__controls">
        <button type="button" className="carousel__button carousel__button--previous" onClick={() => slider.current?.slickPrev()}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{text("previous_slide")}</span>
        </button>
        <button type="button" className="carousel__button carousel__button--pause" onClick={togglePlaying}>
          <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          <span className="visually-hidden">{text(playing ? "pause_carousel" : "play_carousel")}</span>
        </button>
        <button type="button" className="carousel__button carousel__button--next" onClick={() => slider.current?.slickNext()}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{text("next_slide")}</span>
        </button>
      </div>
      <Slider
        ref={slider}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        infinite
        arrows={false}
        dots={dots}
        // react-slick's own list sets an inline display: block; the stylesheet lays the dots out.
        appendDots={(items) => <ul>{items}</ul>}
        customPaging={(index) => (
          <button type="button" aria-label={text("show_slide", { index: index + 1 })}>
            {index + 1}
          </button>
        )}
        autoplay={playing}
        autoplaySpeed={AUTOPLAY_INTERVAL_MS}
        pauseOnHover
        pauseOnFocus
        speed={reducedMotion ? 0 : TRANSITION_MS}
        // A press during a transition still counts.
        waitForAnimate={false}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className="carousel__slide"
            role="group"
            aria-roledescription={text("slide")}
            aria-label={text("slide_of", { index: index + 1, total: slides.length })}
          >
            {slide.content}
          </div>
        ))}
      </Slider>
    </div>
  )
}
