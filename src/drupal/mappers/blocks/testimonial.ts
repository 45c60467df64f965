import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapImage, type ImageView, type MediaImageData } from "../image"

export interface TestimonialItemData {
  readonly id: string
  readonly field_text: { readonly processed: string | null } | null
  readonly field_author: string | null
  readonly field_role: string | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

export interface TestimonialBlockData extends BlockBaseData {
  readonly relationships: { readonly field_items: ReadonlyArray<TestimonialItemData | null> | null } | null
}

export interface QuoteView {
  id: string
  html: string
  author: string | null
  role: string | null
  image: ImageView | null
}

export interface TestimonialBlockView {
  base: BlockBaseView
  quotes: QuoteView[]
}

export function mapTestimonialBlock(data: TestimonialBlockData): TestimonialBlockView | null {
  const quotes = (data.relationships?.field_items ?? []).flatMap((item) => {
    const html = item?.field_text?.processed
    if (!item || !html) return []
    return [
      {
        id: item.id,
        html,
        author: item.field_author?.trim() || null,
        role: item.field_role?.trim() || null,
        image: mapImage(item.relationships?.field_image),
      },
    ]
  })
  return quotes.length ? { base: mapBlockBase(data), quotes } : null
}
