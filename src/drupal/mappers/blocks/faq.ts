import { faqPageData, type FaqPageData } from "../../../domain/faq-structured-data"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import { mapAccordionItems, type AccordionItemData, type AccordionItemView } from "./accordion"
import type { BlockContext } from "./context"

export interface FaqBlockData extends BlockBaseData {
  readonly relationships: { readonly field_items: ReadonlyArray<AccordionItemData | null> | null } | null
}

export interface FaqBlockView {
  base: BlockBaseView
  panelGroupId: string
  items: AccordionItemView[]
  structuredData: FaqPageData | null
}

export function mapFaqBlock(data: FaqBlockData, context: BlockContext): FaqBlockView | null {
  const items = mapAccordionItems(data.relationships?.field_items)
  if (!items.length) return null
  return {
    base: mapBlockBase(data),
    panelGroupId: `faq-${context.occurrence + 1}`,
    items,
    structuredData: faqPageData(items.map((item) => ({ question: item.title, answerHtml: item.html }))),
  }
}
