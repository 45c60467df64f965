/**
 * Publish-to-live at scale (issue 18): one page's edit, from the save until the served page shows
 * it, along the path an editor's save takes (README "Editors"): the content server, playing
 * Drupal, saves the change, logs it for fastBuilds and calls its build hook; the build hook
 * receiver runs the incremental build (the cache of the build before kept, as Netlify keeps it);
 * the page served from public/ as the CDN serves it is asked until it shows the edit. Once with
 * the content server answering at once and once with every answer late, as a remote Drupal's are.
 */
import { startEmbeddedContentServer } from "../content-server/embedded"
import type { RunningContentServer } from "../content-server/server"
import { publish } from "../publishing/publish"
import { startBuildHookReceiver, type RunningReceiver } from "../publishing/receiver"
import type { BuildFigures } from "./build"
import { editedTitle, type EditablePage } from "./edited-page"
import { withStaticSite } from "./static-site"

export interface PublishRun {
  /** How late the content server answered every request during the run. */
  latencyMs: number
  /** From the save to the served page showing the edit (or to giving up, when it never did). */
  saveToLiveSeconds: number
  /** The build the hook ran (the last, if the receiver ran more than one). */
  build: BuildFigures
  /** Whether the served page showed the edited title (the figure counts only if it did). */
  shown: boolean
}

export interface PublishFigures {
  scale: number
  /** The content file of the page edited, and the page that must show it. */
  changed: string
  pagePath: string
  /** The receiver's quiet time before it builds (its debounce), part of every figure; absent in reports before it. */
  hookQuietMs?: number
  runs: PublishRun[]
}

/** The running publishing path: the content server the builds source and the build hook receiver it calls. */
export interface PublishingPath {
  contentServer: Pick<RunningContentServer, "url" | "setLatencyMs">
  receiver: Pick<RunningReceiver, "whenIdle" | "status">
  /** The figures of each build the receiver ran, in order. */
  builds: readonly BuildFigures[]
  hookQuietMs: number
}

export interface PublishBenchOptions {
  scale: number
  /** public/, which the incremental builds write and the static server serves. */
  publicDir: string
  latencies: readonly number[]
  /** How long the served page is asked for the edit after the build, before the run counts as not shown. */
  shownTimeoutMs?: number
}

/**
 * The receiver's quiet time for the bench (BUILD_HOOK_QUIET_MS, else 1 s rather than the 10 s
 * of `npm start`): a Netlify build hook starts its build at once, so the figure carries only a
 * short debounce; it is reported with the figures.
 */
export function benchHookQuietMs(environment: NodeJS.ProcessEnv = process.env): number {
  return Number(environment.BUILD_HOOK_QUIET_MS ?? 1000)
}

export interface PublishingPathOptions {
  contentDir: string
  scale: number
  /** The content server's port: where the builds look for it (CONTENT_SERVER_PORT), 0 for any. */
  port: number
  /** One measured build, which the receiver runs when the hook is called (with the hook's variables, as on Netlify). */
  build: (hookEnv: NodeJS.ProcessEnv) => Promise<BuildFigures>
  quietMs?: number
}

/**
 * Runs a task with the publishing path up: a build hook receiver, and ONE embedded content server
 * (fastBuilds' log and the editorial endpoint on, its build hook the receiver) over contentDir at
 * the scale, which every build of the task sources, the cold one included, so fastBuilds has the
 * log of every change since.
 */
export async function withPublishingPath<T>(options: PublishingPathOptions, task: (path: PublishingPath) => Promise<T>): Promise<T> {
  const builds: BuildFigures[] = []
  const quietMs = options.quietMs ?? benchHookQuietMs()
  const receiver = await startBuildHookReceiver({
    port: 0,
    quietMs,
    maxWaitMs: quietMs,
    runBuild: async (hookEnv) => {
      builds.push(await options.build(hookEnv))
    },
    log: (message) => console.log(`bench: [build hook] ${message}`),
  })
  try {
    const contentServer = await startEmbeddedContentServer(options.port, {
      contentDir: options.contentDir,
      scale: options.scale,
      buildHookUrl: receiver.url,
    })
    try {
      return await task({ contentServer, receiver, builds, hookQuietMs: quietMs })
    } finally {
      await contentServer.close()
    }
  } finally {
    await receiver.close()
  }
}

/** The text as React writes it into HTML. */
const escapedHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;")

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks the served page until it shows the title; answers whether it did before the deadline. */
async function servedPageShows(origin: string, pagePath: string, title: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(`${origin}${pagePath}`, { headers: { "Cache-Control": "no-cache" } })
    const html = await response.text()
    if (response.ok && html.includes(escapedHtml(title))) return true
    if (Date.now() >= deadline) return false
    await pause(200)
  }
}

/**
 * With the site built from publishingPath.contentServer (its cache kept): for each latency, the page's
 * English title published through the editorial endpoint, the build the hook runs awaited, and the
 * served page asked until it shows the new title, timed from the save.
 */
export async function benchPublishToLive(
  publishingPath: PublishingPath,
  page: EditablePage,
  options: PublishBenchOptions,
): Promise<PublishFigures> {
  const runs: PublishRun[] = []
  await withStaticSite(options.publicDir, async (origin) => {
    for (const [index, latencyMs] of options.latencies.entries()) {
      console.log(`bench: publish-to-live at CONTENT_SCALE=${options.scale}, content server ${latencyMs} ms late ...`)
      publishingPath.contentServer.setLatencyMs(latencyMs)
      const buildsBefore = publishingPath.builds.length
      const title = editedTitle(page.title, String(index + 1))
      const started = process.hrtime.bigint()
      const saved = await publish(
        { type: page.type, id: page.id, langcode: "en", action: "publish", set: { title } },
        { contentServerUrl: publishingPath.contentServer.url },
      )
      if (saved.buildHook !== 200) throw new Error(`The content server's build hook call answered ${JSON.stringify(saved.buildHook)}, not 200`)
      await publishingPath.receiver.whenIdle()
      const record = publishingPath.receiver.status().builds.at(-1)
      if (publishingPath.builds.length === buildsBefore || !record?.ok)
        throw new Error(`The build after the save failed or did not run: ${record?.failure ?? "no build ran"}`)
      const shown = await servedPageShows(origin, page.pagePath, title, options.shownTimeoutMs ?? 30_000)
      const saveToLiveSeconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10
      runs.push({ latencyMs, saveToLiveSeconds, build: publishingPath.builds[publishingPath.builds.length - 1], shown })
    }
  })
  publishingPath.contentServer.setLatencyMs(0)
  return { scale: options.scale, changed: page.contentFile, pagePath: page.pagePath, hookQuietMs: publishingPath.hookQuietMs, runs }
}
