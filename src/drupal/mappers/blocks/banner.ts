import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapImage, type ImageView, type MediaImageData } from "../image"

export interface BannerBlockData extends BlockBaseData {
  readonly field_text: { readonly processed: string | null } | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

/** The spec's Banner: description and image, with the component's title and action. */
export interface BannerBlockView {
  base: BlockBaseView
  html: string | null
  image: ImageView | null
}

export function mapBannerBlock(data: BannerBlockData): BannerBlockView | null {
  const base = mapBlockBase(data)
  const html = data.field_text?.processed || null
  if (!base.title && !html && !base.action) return null
  return { base, html, image: mapImage(data.relationships?.field_image) }
}
