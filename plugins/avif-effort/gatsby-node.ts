import type { GatsbyNode } from "gatsby"
import sharp from "sharp"
import { AVIF_EFFORT, useDefaultAvifEffort, type SharpLike } from "./default-effort"

/**
 * Gatsby runs gatsby-plugin-sharp's image jobs in the main process (query workers send theirs
 * there), so patching the main process's sharp before the jobs start covers every image.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  useDefaultAvifEffort(sharp as unknown as SharpLike, AVIF_EFFORT)
}
