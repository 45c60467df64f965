import { Suspense, lazy, memo, useId, useState, type ComponentType, type MouseEvent, type NamedExoticComponent } from "react"
import { navigate, prefetchPathname } from "gatsby"
import { firstInteraction } from "./first-interaction"
import { islandMode, ISLAND_CLASS, type HydrateOn, type IslandMode } from "./island-mode"
import { sameProps } from "./same-props"
import { sitePathOf } from "./site-links"

/**
 * What an island's chunk exports: the component, and whether an instance needs its code in the
 * browser on the first page view (asked at build time, with the instance's props; no by default).
 */
export interface IslandModule<Props> {
  Component: ComponentType<Props>
  hydrates?: (props: Props) => boolean
}

export interface IslandOptions<Props> {
  /**
   * When an island that hydrates loads its code: with the page (`load`: the page preloads the
   * chunk, and it counts toward the page's first load), or at the visitor's first interaction
   * with the page (`interaction`: a form far down the page).
   */
  hydrateOn?: HydrateOn
  /**
   * An island that keeps the server's DOM renders with its code from the moment this is true of its
   * props, and from then on (the menu panel, once the visitor opens it). Its DOM is rendered anew
   * then, so it suits a part nobody is using yet; load its code first (preload) to switch at once.
   */
  liveWhen?: (props: Props) => boolean
}

export type IslandComponent<Props extends object> = NamedExoticComponent<Props> & {
  /** Loads the island's chunk (before a client-side visit needs it, or in tests). */
  preload: () => Promise<unknown>
  /** Whether its chunk is there. */
  isLoaded: () => boolean
}

/** React leaves an element with this inner HTML alone when it hydrates it: the server's DOM stays. */
const KEEP_SERVER_HTML = { __html: "" }

/**
 * Client-side links in server HTML that React does not hydrate: a click on a link to another page
 * of the site navigates in the app (as Gatsby's Link would), and pointing at it prefetches the page.
 */
function onStaticClick(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const path = sitePathOf(event.target as Element, window.location)
  if (path === null) return
  event.preventDefault()
  void navigate(path)
}

function onStaticIntent(event: { target: EventTarget }) {
  const path = sitePathOf(event.target as Element, window.location)
  if (path !== null) prefetchPathname(path)
}

/**
 * A part of the page whose code is its own chunk. The server renders it in full. In the browser,
 * on the first page view, an island that does not hydrate keeps the server's DOM and never loads
 * its code; one that hydrates loads its chunk and React hydrates it then. On a client-side visit,
 * where there is no server HTML, it renders with its chunk.
 *
 * `name` is also the chunk's webpackChunkName: the build preloads the chunks of the islands that
 * hydrate with the page (plugins/islands) and fails when a name has no chunk.
 */
export function defineIsland<Props extends object>(
  name: string,
  load: () => Promise<IslandModule<Props>>,
  { hydrateOn = "load", liveWhen }: IslandOptions<Props> = {},
): IslandComponent<Props> {
  let loaded: IslandModule<Props> | undefined
  let loading: Promise<IslandModule<Props>> | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module
      return module
    }))

  interface RootProps {
    module: IslandModule<Props>
    id: string
    mode: IslandMode
    props: Props
  }

  function Root({ module, id, mode, props }: RootProps) {
    // The server decides; the browser follows its HTML.
    const hydrates = mode === "server" ? (module.hydrates?.(props) ?? false) : mode === "hydrate"
    return (
      <div className={ISLAND_CLASS} data-island={name} data-island-id={id} data-hydrate={hydrates ? hydrateOn : undefined}>
        <module.Component {...props} />
      </div>
    )
  }

  const LazyRoot = lazy(async () => {
    if (hydrateOn === "interaction" && typeof window !== "undefined") await firstInteraction()
    const module = await preload()
    return { default: (rootProps: Omit<RootProps, "module">) => <Root module={module} {...rootProps} /> }
  })

  function Island(props: Props) {
    const id = useId()
    const [mode, setMode] = useState<IslandMode>(() => islandMode(id))
    // Fixed while the mode is: switching components later would replace its DOM.
    const [ready, setReady] = useState(() => loaded)
    if (mode === "static" && liveWhen?.(props)) {
      setMode("live")
      setReady(loaded)
    }
    if (mode === "static") {
      return (
        <Suspense>
          {/* The handlers take clicks (pointer or Enter) and focus on the links inside; the element itself is not interactive. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className={ISLAND_CLASS}
            data-island={name}
            data-island-id={id}
            dangerouslySetInnerHTML={KEEP_SERVER_HTML}
            suppressHydrationWarning
            onClick={onStaticClick}
            onMouseOver={onStaticIntent}
            onFocus={onStaticIntent}
          />
        </Suspense>
      )
    }
    return (
      <Suspense>
        {ready ? <Root module={ready} id={id} mode={mode} props={props} /> : <LazyRoot id={id} mode={mode} props={props} />}
      </Suspense>
    )
  }

  // Equal props, no new render: a new render of a boundary still waiting for its chunk would drop the server's DOM.
  const component = memo(Island, sameProps) as unknown as NamedExoticComponent<Props>
  component.displayName = `Island(${name})`
  return Object.assign(component, { preload, isLoaded: () => loaded !== undefined })
}
