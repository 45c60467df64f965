import { componentTypeOf } from "../drupal/model/paragraphs"
import { TextBlock } from "./text/TextBlock"
import type { BlockComponent } from "./types"

/** One component per component type (spec section 3), keyed by type. */
export const BLOCK_REGISTRY: Readonly<Record<string, BlockComponent>> = {
  text: TextBlock as BlockComponent,
}

/** The component type of a paragraph's GraphQL type name: paragraph__people_categories -> people-categories. */
export function blockTypeOf(typename: string): string {
  return componentTypeOf(typename.replace(/^paragraph__/, "paragraph--"))
}
