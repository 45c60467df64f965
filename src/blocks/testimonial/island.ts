import { mapTestimonialBlock } from "../../drupal/mappers/blocks/testimonial"
import { mayNeedCarousel } from "../../domain/carousel"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { TestimonialBlock } from "./TestimonialBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__testimonial">) => mapTestimonialBlock(data),
  Component: TestimonialBlock,
  // react-slick takes over where the quotes may not all fit.
  hydrates: (view) => mayNeedCarousel(view.quotes.length, { layoutType: view.base.layoutType, kind: "items" }),
})
