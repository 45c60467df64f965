import type { SlideView } from "../../drupal/mappers/page"
import { Image } from "../ui/Image"
import { RichText } from "../ui/RichText"

interface SlideProps {
  slide: SlideView
  /** The first slide is the page's largest image: load it at once. */
  eager?: boolean
}

/** One slide of the page-header slider: image, title, description and an optional dark overlay. */
export function Slide({ slide, eager = false }: SlideProps) {
  return (
    <div className={slide.overlay ? "slide slide--overlay" : "slide"}>
      {slide.image && <Image image={slide.image} className="slide__image" eager={eager} />}
      {(slide.title || slide.descriptionHtml) && (
        <div className="slide__text">
          {slide.title && <p className="slide__title">{slide.title}</p>}
          <RichText html={slide.descriptionHtml} className="slide__description" />
        </div>
      )}
    </div>
  )
}
