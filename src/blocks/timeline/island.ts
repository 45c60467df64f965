import { mapTimelineBlock } from "../../drupal/mappers/blocks/timeline"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { TimelineBlock } from "./TimelineBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__timeline">) => mapTimelineBlock(data),
  Component: TimelineBlock,
  // Text and images: the server's HTML is all it needs.
  hydrates: () => false,
})
