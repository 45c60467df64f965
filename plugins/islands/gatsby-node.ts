import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { ChunkGroups } from "./preloads"

/** A chunk as webpack's splitChunks sees it. */
interface Chunk {
  name?: string | null
}

/** Gatsby names each page component's chunk "component---src-templates-page-tsx" and so on. */
const isPageComponentChunk = (chunk: Chunk) => chunk.name?.startsWith("component---") === true

/** Each block's island is a chunk "block-{type}" (src/blocks/registry.ts). */
const isBlockChunk = (chunk: Chunk) => chunk.name?.startsWith("block-") === true

/**
 * The code blocks share (the block frame, the base mapper, cards) in chunks of its own, not a copy
 * in each block's chunk: a page with several blocks that hydrate loads it once. Webpack groups the
 * modules by the blocks that use them; Gatsby's own rule for shared code wants 20 KB, far more than
 * blocks share.
 */
const BLOCK_SHARED = {
  chunks: isBlockChunk,
  minChunks: 2,
  minSize: 1500,
  priority: 15,
  reuseExistingChunk: true,
}

/** The browser build's chunk groups by name, from its stats (written before the HTML renderer is built). */
function chunkGroups(directory: string): ChunkGroups {
  const file = path.join(directory, "public", "webpack.stats.json")
  if (!existsSync(file)) return { namedChunkGroups: {} }
  const { namedChunkGroups } = JSON.parse(readFileSync(file, "utf8")) as ChunkGroups
  return { namedChunkGroups }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  if (stage === "build-javascript") {
    // Gatsby's "commons" chunk, which every page loads, is meant for the modules that all page
    // components use (minChunks is their number). Counted over every chunk, the islands' chunks
    // would put the code blocks share (BlockSection, card mappers) into it too, and every page
    // would load it again; only page components count here.
    actions.setWebpackConfig({
      optimization: { splitChunks: { cacheGroups: { commons: { chunks: isPageComponentChunk }, blockShared: BLOCK_SHARED } } },
    })
  }
  if (stage === "build-html" || stage === "develop-html") {
    // The HTML renderer gets the chunk groups as a constant: reading files while rendering would make
    // Gatsby render every page again on each build.
    const { directory } = (store.getState() as { program: { directory: string } }).program
    const groups = stage === "build-html" ? chunkGroups(directory) : { namedChunkGroups: {} }
    actions.setWebpackConfig({ plugins: [plugins.define({ __ISLAND_CHUNK_GROUPS__: JSON.stringify(groups) })] })
  }
}
