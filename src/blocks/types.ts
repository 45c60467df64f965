import type { ComponentType } from "react"
import type { BlockContext } from "../drupal/mappers/blocks/context"

/** What a block component receives: its view model and the page's locale. */
export interface BlockProps<View> {
  view: View
  locale: string
}

/** The paragraph data of a component type, as the page query's Blocks fragment gives it. */
export type DataOf<Typename extends string> = Extract<Queries.BlocksFragment, { readonly __typename: Typename }>

/**
 * A component type's block: the mapper from its paragraph data (GraphQL fragment) to a view
 * model, the component that renders the view, and whether a block needs its code in the browser
 * on the first page view. A mapper answers null when there is nothing to show.
 */
export interface BlockDefinition<Data, View> {
  map: (data: Data, context: BlockContext) => View | null
  Component: ComponentType<BlockProps<View>>
  /**
   * True when this block reacts to the visitor or to the URL (buttons, fields, "load more",
   * ?page=, a carousel that may not fit): its chunk then loads with the page and React hydrates it.
   * False: the server's HTML is all it needs, and its code loads only for a client-side visit.
   */
  hydrates: (view: View) => boolean
}
