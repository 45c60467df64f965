import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapImage, type ImageView, type MediaImageData } from "../image"

export interface LocationBlockData extends BlockBaseData {
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

/** The component-location block: a map image, a city field and a submit to the action's URL. */
export interface LocationBlockView {
  base: BlockBaseView
  image: ImageView | null
  /** Where the city goes (the locations page): the action's URL. */
  url: string
  /** The city field's accessible name: the block's "label" string, else its placeholder. */
  label: string
  placeholder: string | null
  submit: string
}

/** Without an action URL the block has nowhere to send the city: nothing to show. */
export function mapLocationBlock(data: LocationBlockData): LocationBlockView | null {
  const base = mapBlockBase(data)
  const url = data.field_action?.url
  if (!url) return null
  const placeholder = base.strings.placeholder ?? null
  const submit = base.strings.submit ?? data.field_action?.title?.trim() ?? ""
  return {
    base,
    image: mapImage(data.relationships?.field_image),
    url,
    label: base.strings.label ?? placeholder ?? submit,
    placeholder,
    submit,
  }
}
