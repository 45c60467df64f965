import type { ImageView } from "../../drupal/mappers/image"
import type { SlideView } from "../../drupal/mappers/page"
import { Image } from "../ui/Image"
import { RichText } from "../ui/RichText"
import { HeaderSlider } from "./HeaderSlider"

export interface PageHeaderProps {
  title: string
  descriptionHtml?: string | null
  hero?: ImageView | null
  /** A slider takes the place of the hero image. */
  slides?: readonly SlideView[]
}

/** Title, description, and an optional hero image or slider. */
export function PageHeader({ title, descriptionHtml, hero, slides = [] }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        <RichText html={descriptionHtml} className="page-header__description" />
      </div>
      {slides.length > 0 ? (
        <HeaderSlider slides={slides} label={title} />
      ) : (
        hero && <Image image={hero} className="page-header__hero" eager />
      )}
    </header>
  )
}
