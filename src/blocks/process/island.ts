import { mapProcessBlock } from "../../drupal/mappers/blocks/process"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { ProcessBlock } from "./ProcessBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__process">) => mapProcessBlock(data),
  Component: ProcessBlock,
  // Steps as text: the server's HTML is all it needs.
  hydrates: () => false,
})
