import { replacePlaceholders } from "../../../domain/placeholders"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"

export interface TextBlockData extends BlockBaseData {
  readonly field_text: { readonly processed: string | null } | null
}

export interface TextBlockView {
  base: BlockBaseView
  html: string | null
}

/** Formatted text; bracketed keys in it are filled from the block's strings ("[phone]"). */
export function mapTextBlock(data: TextBlockData): TextBlockView | null {
  const base = mapBlockBase(data)
  const html = data.field_text?.processed ? replacePlaceholders(data.field_text.processed, base.strings) : null
  if (!html && !base.title) return null
  return { base, html }
}
