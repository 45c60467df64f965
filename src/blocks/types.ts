import type { ComponentType } from "react"

/** What every block receives: its own paragraph data and the page's locale. */
export interface BlockProps<Data = unknown> {
  data: Data
  locale: string
}

export type BlockComponent = ComponentType<BlockProps<never>>
