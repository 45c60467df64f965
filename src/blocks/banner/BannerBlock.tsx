import { graphql } from "gatsby"
import { Image } from "../../components/ui/Image"
import { RichText } from "../../components/ui/RichText"
import type { BannerBlockView } from "../../drupal/mappers/blocks/banner"
import { BlockSection } from "../shared/BlockSection"
import { classNames } from "../shared/class-names"
import type { BlockProps } from "../types"
import "./banner.css"

export const fragment = graphql`
  fragment BannerBlock on paragraph__banner {
    field_text {
      processed
    }
    relationships {
      field_image {
        ...MediaCard
      }
    }
  }
`

/** An image beside a title, a description and the action (a button with fake_button). */
export function BannerBlock({ view }: BlockProps<BannerBlockView>) {
  return (
    <BlockSection type="banner" base={view.base} className={classNames(view.image && "banner--with-image")}>
      <RichText html={view.html} className="banner__text" />
      {view.image && <Image image={view.image} className="banner__image" />}
    </BlockSection>
  )
}
