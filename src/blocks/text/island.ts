import { mapTextBlock } from "../../drupal/mappers/blocks/text"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { TextBlock } from "./TextBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__text">) => mapTextBlock(data),
  Component: TextBlock,
  // Text and links: the server's HTML is all it needs.
  hydrates: () => false,
})
