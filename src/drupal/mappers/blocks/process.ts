import { mapBlockBase, type BlockBaseData, type BlockBaseView } from "../component"

export interface ProcessItemData {
  readonly id: string
  readonly field_title: string | null
  readonly field_text: { readonly processed: string | null } | null
}

export interface ProcessBlockData extends BlockBaseData {
  readonly relationships: { readonly field_items: ReadonlyArray<ProcessItemData | null> | null } | null
}

/** The spec's Process item: id, title, description. */
export interface ProcessStepView {
  id: string
  title: string
  html: string | null
}

export interface ProcessBlockView {
  base: BlockBaseView
  steps: ProcessStepView[]
}

export function mapProcessBlock(data: ProcessBlockData): ProcessBlockView | null {
  const steps = (data.relationships?.field_items ?? []).flatMap((item) => {
    const title = item?.field_title?.trim()
    return item && title ? [{ id: item.id, title, html: item.field_text?.processed || null }] : []
  })
  return steps.length ? { base: mapBlockBase(data), steps } : null
}
