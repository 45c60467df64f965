import { mapLocationsBlock } from "../../drupal/mappers/blocks/locations"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { LocationsBlock } from "./LocationsBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__locations">) => mapLocationsBlock(data),
  Component: LocationsBlock,
  // The finder searches, sorts and shows the map; the plain list of locations needs nothing.
  hydrates: (view) => view.finder,
})
