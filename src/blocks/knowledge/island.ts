import { mapListingBlock } from "../../drupal/mappers/blocks/listing"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { KnowledgeBlock } from "./KnowledgeBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__knowledge">, context) => mapListingBlock(data, context),
  Component: KnowledgeBlock,
  // Sorting, the category filter and the URL's ?page=, ?category= and ?sort= need the script.
  hydrates: () => true,
})
