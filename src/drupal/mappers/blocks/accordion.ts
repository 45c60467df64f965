import { accordionPanelGroupId } from "../../../domain/accordion"
import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"
import type { BlockContext } from "./context"

export interface AccordionItemData {
  readonly id: string
  readonly field_title: string | null
  readonly field_text: { readonly processed: string | null } | null
}

export interface AccordionItemView {
  id: string
  title: string
  html: string
}

export interface AccordionBlockData extends BlockBaseData {
  readonly relationships: { readonly field_items: ReadonlyArray<AccordionItemData | null> | null } | null
}

export interface AccordionBlockView {
  base: BlockBaseView
  /** The panel group's element id: main-accordion for the first accordion of the page. */
  panelGroupId: string
  items: AccordionItemView[]
}

export function mapAccordionItems(items: ReadonlyArray<AccordionItemData | null> | null | undefined): AccordionItemView[] {
  return (items ?? []).flatMap((item) => {
    const title = item?.field_title?.trim()
    return item && title ? [{ id: item.id, title, html: item.field_text?.processed ?? "" }] : []
  })
}

export function mapAccordionBlock(data: AccordionBlockData, context: BlockContext): AccordionBlockView | null {
  const items = mapAccordionItems(data.relationships?.field_items)
  if (!items.length) return null
  return { base: mapBlockBase(data), panelGroupId: accordionPanelGroupId(context.occurrence), items }
}
