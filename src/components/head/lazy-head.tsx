import { lazy, Suspense, type ComponentType } from "react"
import type * as HeadChunk from "./head-chunk"

type HeadModule = typeof HeadChunk

let loaded: HeadModule | undefined
let loading: Promise<HeadModule> | undefined
let asked: () => void = () => undefined
/** Resolves when something asks for the heads' code before the browser is idle (a client-side visit). */
const askedEarly = new Promise<void>((resolve) => (asked = resolve))

/** Loads the heads' chunk (the server and client-side visits need it; tests too). */
export function loadHeadCode(): Promise<HeadModule> {
  asked()
  loading ??= import(/* webpackChunkName: "head" */ "./head-chunk").then((module) => (loaded = module))
  return loading
}

/** Whether the heads' chunk is there (a client-side visit then renders the new head at once). */
export function isHeadCodeLoaded(): boolean {
  return loaded !== undefined
}

/** Once the page has loaded and the browser is idle. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(() => resolve()) : window.setTimeout(resolve, 1000)
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
  })
}

/**
 * A page's head (Gatsby's Head API) with its code in a chunk of its own. The first page view needs
 * none of it: the head is in the page's HTML, and Gatsby keeps it until its own render of the head
 * in the browser is done, which waits here until the browser is idle. A client-side visit loads
 * it at once (gatsby-browser), and the old title stays until the new head is in (keep-title). On
 * the server, Gatsby renders heads without waiting for code, so the page's body loads it first
 * (HeadCodeOnServer, in every page's layout).
 */
function lazyHead<Props extends object>(name: string, pick: (module: HeadModule) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => {
    if (typeof window !== "undefined") await Promise.race([whenIdle(), askedEarly])
    return { default: pick(await loadHeadCode()) }
  }) as unknown as ComponentType<Props>
  function Head(props: Props) {
    const Loaded = loaded && pick(loaded)
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  Head.displayName = `Lazy${name}`
  return Head
}

export const NodePageHead = lazyHead("NodePageHead", (module) => module.NodePageHead)
export const PageHead = lazyHead("PageHead", (module) => module.PageHead)

const LoadOnServer = lazy(() => loadHeadCode().then(() => ({ default: () => null })))

/**
 * Renders nothing. On the server it holds the page's body until the heads' code is there, for the
 * head render that follows; in the browser its (empty) boundary matches the server's.
 */
export function HeadCodeOnServer() {
  return <Suspense>{typeof window === "undefined" ? <LoadOnServer /> : null}</Suspense>
}
