import type { GatsbySSR } from "gatsby"
import { islandScripts, type ChunkGroups } from "./preloads"

/** The browser build's chunk groups, put into the HTML renderer by this plugin's gatsby-node. */
declare const __ISLAND_CHUNK_GROUPS__: ChunkGroups

/** What Gatsby also passes to onRenderBody (after rendering the body), beyond its declared types. */
interface RenderedBody {
  bodyHtml?: string
  scripts?: Array<{ name: string }>
  pathPrefix?: string
}

/**
 * The chunks of the islands that hydrate on this page load with the page's own scripts instead of
 * after them (React would only ask for them while hydrating). They count toward the page's first
 * load, which tools/weight measures from these links.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { bodyHtml, scripts = [], pathPrefix = "" } = args as typeof args & RenderedBody
  if (!bodyHtml?.includes('data-hydrate="load"')) return
  const files = islandScripts(
    bodyHtml,
    __ISLAND_CHUNK_GROUPS__,
    scripts.map((script) => script.name),
  )
  args.setHeadComponents(files.map((file) => <link key={file} rel="preload" as="script" href={`${pathPrefix}/${file}`} />))
}
