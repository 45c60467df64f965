import { mapBannerBlock } from "../../drupal/mappers/blocks/banner"
import { blockIsland } from "../block-island"
import type { DataOf } from "../types"
import { BannerBlock } from "./BannerBlock"

export const { Component, hydrates } = blockIsland({
  map: (data: DataOf<"paragraph__banner">) => mapBannerBlock(data),
  Component: BannerBlock,
  // Text, image and links: the server's HTML is all it needs.
  hydrates: () => false,
})
