import { mapEquipmentBlock } from "../../drupal/mappers/blocks/node-cards"
import { isPaged } from "../../domain/cards"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { EquipmentCategoriesBlock } from "./EquipmentCategoriesBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__equipment_categories">) => mapEquipmentBlock(data),
  Component: EquipmentCategoriesBlock,
  // "Load more" or the URL's ?page= need the script when the cards do not all show at once.
  hydrates: (view) => isPaged(view.cards.length, view.base.limit),
})
