/** The class of every island's element (display: contents: the island adds no box to the layout). */
export const ISLAND_CLASS = "island"

/** When an island that hydrates loads its code: with the page, or at the first interaction. */
export type HydrateOn = "load" | "interaction"

/**
 * How an island renders. `server`: in full, deciding whether it hydrates. In the browser, after the
 * server's HTML: `static` keeps that DOM and loads no code, `hydrate` loads its chunk and hydrates
 * it. `live`: there is no server HTML for it (a client-side visit), so it renders with its chunk.
 */
export type IslandMode = "server" | "static" | "hydrate" | "live"

/**
 * The mode of the island with this React id (useId, the same on the server and in hydration). The
 * server's HTML is read while React hydrates it, before React changes anything in it.
 */
export function islandMode(id: string, root: Document | undefined = typeof document === "undefined" ? undefined : document): IslandMode {
  if (!root) return "server"
  const element = root.querySelector(`.${ISLAND_CLASS}[data-island-id="${id}"]`)
  if (!element) return "live"
  return element.hasAttribute("data-hydrate") ? "hydrate" : "static"
}
