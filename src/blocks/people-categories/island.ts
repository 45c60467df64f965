import { mapPeopleCategoriesBlock } from "../../drupal/mappers/blocks/people-categories"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { PeopleCategoriesBlock } from "./PeopleCategoriesBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__people_categories">) => mapPeopleCategoriesBlock(data),
  Component: PeopleCategoriesBlock,
  // Tabs, when there is more than one team.
  hydrates: (view) => view.categories.length > 1,
})
