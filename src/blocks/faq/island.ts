import { mapFaqBlock } from "../../drupal/mappers/blocks/faq"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { FaqBlock } from "./FaqBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__faq">, context) => mapFaqBlock(data, context),
  Component: FaqBlock,
  // Panels open and close.
  hydrates: () => true,
})
