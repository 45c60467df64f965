import { mapAccordionBlock } from "../../drupal/mappers/blocks/accordion"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { AccordionBlock } from "./AccordionBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__accordion">, context) => mapAccordionBlock(data, context),
  Component: AccordionBlock,
  // Panels open and close.
  hydrates: () => true,
})
