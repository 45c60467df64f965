import { Blocks } from "../blocks/Blocks"
import { renderInLocale } from "./render"

type BlockData = { readonly __typename: string; readonly id: string }

/** Renders paragraphs through the block registry, with the page's UI strings (common and blocks). */
export function renderBlocks(blocks: readonly BlockData[], locale = "en") {
  return renderInLocale(<Blocks blocks={blocks} locale={locale} />, locale, ["common", "blocks"])
}

/** Puts a query string in the address bar, as a visitor arriving at ?page=2 would have it. */
export function visit(search: string) {
  window.history.replaceState(null, "", `/en/knowledge/${search}`)
}
