import { mapPeopleBlock } from "../../drupal/mappers/blocks/node-cards"
import { isPaged } from "../../domain/cards"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { PeopleBlock } from "./PeopleBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__people">) => mapPeopleBlock(data),
  Component: PeopleBlock,
  // "Load more" or the URL's ?page= need the script when the cards do not all show at once.
  hydrates: (view) => isPaged(view.cards.length, view.base.limit),
})
