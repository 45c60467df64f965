import { mapCardsBlock } from "../../drupal/mappers/blocks/cards"
import { mayNeedCarousel } from "../../domain/carousel"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { CarouselBlock, carouselCards } from "./CarouselBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__carousel">) => mapCardsBlock(data),
  Component: CarouselBlock,
  // react-slick takes over where the cards may not all fit.
  hydrates: (view) => mayNeedCarousel(carouselCards(view).length, { layoutType: view.base.layoutType, kind: "cards" }),
})
