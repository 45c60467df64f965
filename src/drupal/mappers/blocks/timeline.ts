import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapImage, type ImageView, type MediaImageData } from "../image"

export interface TimelineItemData {
  readonly id: string
  readonly field_title: string | null
  readonly field_label: string | null
  readonly field_text: { readonly processed: string | null } | null
  readonly field_background: string | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

export interface TimelineBlockData extends BlockBaseData {
  readonly relationships: { readonly field_items: ReadonlyArray<TimelineItemData | null> | null } | null
}

/** The spec's Timeline item: background, label, description, image, title. */
export interface TimelineItemView {
  id: string
  title: string
  label: string | null
  html: string | null
  /** A colour name the stylesheet knows (timeline__item--{name}), or null. */
  background: string | null
  image: ImageView | null
}

export interface TimelineBlockView {
  base: BlockBaseView
  items: TimelineItemView[]
}

export function mapTimelineBlock(data: TimelineBlockData): TimelineBlockView | null {
  const items = (data.relationships?.field_items ?? []).flatMap((item) => {
    const title = item?.field_title?.trim()
    if (!item || !title) return []
    const background = item.field_background?.trim().toLowerCase() ?? ""
    return [
      {
        id: item.id,
        title,
        label: item.field_label?.trim() || null,
        html: item.field_text?.processed || null,
        background: /^[a-z][a-z-]*$/.test(background) ? background : null,
        image: mapImage(item.relationships?.field_image),
      },
    ]
  })
  return items.length ? { base: mapBlockBase(data), items } : null
}
