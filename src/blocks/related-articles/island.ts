import { mapRelatedArticlesBlock } from "../../drupal/mappers/blocks/node-cards"
import { isPaged } from "../../domain/cards"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { RelatedArticlesBlock } from "./RelatedArticlesBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__related_articles">) => mapRelatedArticlesBlock(data),
  Component: RelatedArticlesBlock,
  // "Load more" or the URL's ?page= need the script when the cards do not all show at once.
  hydrates: (view) => isPaged(view.cards.length, view.base.limit),
})
