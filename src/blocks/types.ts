import type { ComponentType } from "react"
import type { BlockContext } from "../drupal/mappers/blocks/context"

/** What a block component receives: its view model and the page's locale. */
export interface BlockProps<View> {
  view: View
  locale: string
}

/**
 * A component type's block: the mapper from its paragraph data (GraphQL fragment) to a view
 * model, and the component that renders the view. A mapper answers null when there is nothing
 * to show.
 */
export interface BlockDefinition<Data, View> {
  map: (data: Data, context: BlockContext) => View | null
  Component: ComponentType<BlockProps<View>>
}

/** The registry holds blocks of every data and view type; defineBlock checks each pair once. */
export type AnyBlockDefinition = BlockDefinition<never, never>

export function defineBlock<Data, View>(definition: BlockDefinition<Data, View>): AnyBlockDefinition {
  return definition as unknown as AnyBlockDefinition
}
