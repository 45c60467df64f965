/** The chunk groups of the browser build (public/webpack.stats.json), by chunk name. */
export interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> } | undefined>
}

const ISLAND_ELEMENT = /<div\b[^>]*\bdata-island="([^"]+)"[^>]*>/g

/**
 * The names of the islands in a page's HTML that hydrate with the page (src/islands/island.tsx),
 * each once; not those that keep their HTML, nor those that wait for an interaction.
 */
export function hydratingIslands(bodyHtml: string): string[] {
  const names = [...bodyHtml.matchAll(ISLAND_ELEMENT)].filter(([element]) => /\sdata-hydrate="load"/.test(element)).map(([, name]) => name)
  return [...new Set(names)]
}

/**
 * The scripts a page must preload for its hydrating islands: the JavaScript files of each island's
 * chunk group, less those the page loads anyway. An island whose name is no chunk's name is a bug
 * (its import lacks the webpackChunkName), and the build stops.
 */
export function islandScripts(bodyHtml: string, groups: ChunkGroups, pageScripts: readonly string[]): string[] {
  const files = hydratingIslands(bodyHtml).flatMap((name) => {
    const group = groups.namedChunkGroups[name]
    if (!group)
      throw new Error(`The island "${name}" has no chunk of that name: give its import() the comment /* webpackChunkName: "${name}" */.`)
    return group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((file) => file.endsWith(".js"))
  })
  return [...new Set(files)].filter((file) => !pageScripts.includes(file))
}
