import { componentTypeOf } from "../drupal/model/component-type"
import { defineIsland, type IslandComponent } from "../islands/island"
import type { BlockIslandProps } from "./block-island"

/**
 * One block per component type (spec section 3), keyed by type: an island whose chunk holds the
 * block's mapper and component (src/blocks/{type}/island.ts). A page loads no block code of its own
 * except for blocks that hydrate, and only theirs (webpack puts the code blocks share in chunks of
 * its own). The chunk name is the island's name (src/islands/island.tsx), and the import must be
 * written out for webpack.
 */
export const BLOCK_REGISTRY: Readonly<Record<string, IslandComponent<BlockIslandProps>>> = {
  text: defineIsland("block-text", () => import(/* webpackChunkName: "block-text" */ "./text/island")),
  accordion: defineIsland("block-accordion", () => import(/* webpackChunkName: "block-accordion" */ "./accordion/island")),
  faq: defineIsland("block-faq", () => import(/* webpackChunkName: "block-faq" */ "./faq/island")),
  card: defineIsland("block-card", () => import(/* webpackChunkName: "block-card" */ "./card/island")),
  process: defineIsland("block-process", () => import(/* webpackChunkName: "block-process" */ "./process/island")),
  carousel: defineIsland("block-carousel", () => import(/* webpackChunkName: "block-carousel" */ "./carousel/island")),
  testimonial: defineIsland("block-testimonial", () => import(/* webpackChunkName: "block-testimonial" */ "./testimonial/island")),
  timeline: defineIsland("block-timeline", () => import(/* webpackChunkName: "block-timeline" */ "./timeline/island")),
  banner: defineIsland("block-banner", () => import(/* webpackChunkName: "block-banner" */ "./banner/island")),
  knowledge: defineIsland("block-knowledge", () => import(/* webpackChunkName: "block-knowledge" */ "./knowledge/island")),
  news: defineIsland("block-news", () => import(/* webpackChunkName: "block-news" */ "./news/island")),
  people: defineIsland("block-people", () => import(/* webpackChunkName: "block-people" */ "./people/island")),
  "people-categories": defineIsland(
    "block-people-categories",
    () => import(/* webpackChunkName: "block-people-categories" */ "./people-categories/island"),
  ),
  equipment: defineIsland("block-equipment", () => import(/* webpackChunkName: "block-equipment" */ "./equipment/island")),
  "equipment-categories": defineIsland(
    "block-equipment-categories",
    () => import(/* webpackChunkName: "block-equipment-categories" */ "./equipment-categories/island"),
  ),
  "related-articles": defineIsland(
    "block-related-articles",
    () => import(/* webpackChunkName: "block-related-articles" */ "./related-articles/island"),
  ),
  location: defineIsland("block-location", () => import(/* webpackChunkName: "block-location" */ "./location/island")),
  locations: defineIsland("block-locations", () => import(/* webpackChunkName: "block-locations" */ "./locations/island")),
}

/** The component type of a paragraph's GraphQL type name: paragraph__people_categories -> people-categories. */
export function blockTypeOf(typename: string): string {
  return componentTypeOf(typename.replace(/^paragraph__/, "paragraph--"))
}

/** Loads the code of every block (tests render blocks without waiting for chunks). */
export function preloadAllBlocks(): Promise<unknown> {
  return Promise.all(Object.values(BLOCK_REGISTRY).map((island) => island.preload()))
}
