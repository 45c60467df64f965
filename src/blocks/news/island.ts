import { mapListingBlock } from "../../drupal/mappers/blocks/listing"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { NewsBlock } from "./NewsBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__news">, context) => mapListingBlock(data, context),
  Component: NewsBlock,
  // Sorting and the URL's ?page= and ?sort= need the script.
  hydrates: () => true,
})
