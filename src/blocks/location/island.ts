import { mapLocationBlock } from "../../drupal/mappers/blocks/location"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { LocationBlock } from "./LocationBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__location">) => mapLocationBlock(data),
  Component: LocationBlock,
  // The city goes to the finder lower-cased by the script (without it the form still sends it as typed).
  hydrates: () => true,
})
