import type { ImageView } from "../../drupal/mappers/image"
import { Image } from "../ui/Image"
import { RichText } from "../ui/RichText"

interface PageHeaderProps {
  title: string
  descriptionHtml?: string | null
  hero?: ImageView | null
}

export function PageHeader({ title, descriptionHtml, hero }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        <RichText html={descriptionHtml} className="page-header__description" />
      </div>
      {hero && <Image image={hero} className="page-header__hero" eager />}
    </header>
  )
}
