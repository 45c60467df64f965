import { Blocks } from "../blocks/Blocks"
import { preloadAllBlocks } from "../blocks/registry"
import { renderInLocale } from "./render"

type BlockData = { readonly __typename: string; readonly id: string }

// Each block's code is a chunk the browser loads when needed; a test file that renders blocks loads
// them all first, so that blocks render at once, as they do once their chunk is there.
beforeAll(preloadAllBlocks)

/**
 * Renders paragraphs through the block registry, with the page's UI strings (common and blocks).
 * Each block is in its island's element, which stays empty when the block has nothing to show.
 */
export function renderBlocks(blocks: readonly BlockData[], locale = "en") {
  return renderInLocale(<Blocks blocks={blocks} locale={locale} />, locale, ["common", "blocks"])
}

/** Puts a query string in the address bar, as a visitor arriving at ?page=2 would have it. */
export function visit(search: string) {
  window.history.replaceState(null, "", `/en/knowledge/${search}`)
}
