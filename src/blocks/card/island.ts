import { mapCardsBlock } from "../../drupal/mappers/blocks/cards"
import { isPaged } from "../../domain/cards"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { CardBlock } from "./CardBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__card">) => mapCardsBlock(data),
  Component: CardBlock,
  // "Load more" or the URL's ?page= need the script when the cards do not all show at once.
  hydrates: (view) => isPaged(view.cards.length, view.base.limit),
})
