/**
 * Publish-to-live at scale (issue 18): one page's edit, saved in the content, until the served
 * page shows it, with the cache of the build before kept (as Netlify keeps it between builds).
 *
 * What stands between the save and the build is the editors' publish path (the content server's
 * publish command, the build hook and its receiver: issue 18 point 1, another branch); until it
 * is on this branch the save is a change to the content folder the content server reads and the
 * hook is the bench starting the build itself, so the figure is the incremental build plus the
 * check that the page is served with the edit, once with the content server answering at once
 * and once with every answer late, as a remote Drupal's are.
 */
import { readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { parseDocument } from "yaml"
import type { BuildFigures } from "./build"
import { withStaticSite } from "./static-site"

export interface PublishRun {
  /** CONTENT_SERVER_LATENCY_MS of the run. */
  latencyMs: number
  /** From the save to the served page showing the edit. */
  saveToLiveSeconds: number
  build: BuildFigures
  /** Whether the served page showed the edited title (the figure counts only if it did). */
  shown: boolean
}

export interface PublishFigures {
  scale: number
  /** The content file edited and the page that must show it. */
  changed: string
  pagePath: string
  runs: PublishRun[]
}

/** The first page (node--page) with an English translation: its file and English alias. */
async function editablePage(contentDir: string): Promise<{ file: string; alias: string }> {
  const folder = path.join(contentDir, "node", "page")
  for (const name of (await readdir(folder)).filter((entry) => entry.endsWith(".yaml")).sort()) {
    const document = parseDocument(await readFile(path.join(folder, name), "utf8"))
    const alias = document.getIn(["path", "en"])
    if (typeof alias === "string" && typeof document.getIn(["title", "en"]) === "string") return { file: path.join(folder, name), alias }
  }
  throw new Error(`No page in ${folder} has an English title and alias to edit.`)
}

/** Saves a new English title and answers it. */
async function editTitle(file: string, edit: string): Promise<string> {
  const document = parseDocument(await readFile(file, "utf8"))
  const title = `${String(document.getIn(["title", "en"])).replace(/ \(edit \d+\)$/, "")} (edit ${edit})`
  document.setIn(["title", "en"], title)
  await writeFile(file, document.toString())
  return title
}

/** The text as React writes it into HTML. */
const escapedHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;")

/** Whether the page, served as the CDN serves public/, shows the title. */
async function servedPageShows(publicDir: string, pagePath: string, title: string): Promise<boolean> {
  return withStaticSite(publicDir, async (origin) => {
    const response = await fetch(`${origin}${pagePath}`)
    const html = await response.text()
    return response.ok && html.includes(escapedHtml(title))
  })
}

/**
 * After a build of contentDir (its cache kept): for each latency, one edit saved, the
 * incremental build run by `rebuild` and the served page checked.
 */
export async function benchPublishToLive(
  contentDir: string,
  publicDir: string,
  scale: number,
  latencies: readonly number[],
  rebuild: (extraEnv: NodeJS.ProcessEnv) => Promise<BuildFigures>,
): Promise<PublishFigures> {
  const { file, alias } = await editablePage(contentDir)
  const pagePath = `/en/${alias.replace(/^\/+|\/+$/g, "")}/`
  const runs: PublishRun[] = []
  for (const [index, latencyMs] of latencies.entries()) {
    console.log(`bench: publish-to-live at CONTENT_SCALE=${scale}, content server ${latencyMs} ms late ...`)
    const started = process.hrtime.bigint()
    const title = await editTitle(file, String(index + 1))
    const build = await rebuild({ CONTENT_SCALE: String(scale), CONTENT_SERVER_LATENCY_MS: String(latencyMs) })
    const shown = await servedPageShows(publicDir, pagePath, title)
    const saveToLiveSeconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10
    runs.push({ latencyMs, saveToLiveSeconds, build, shown })
  }
  return { scale, changed: path.relative(contentDir, file), pagePath, runs }
}
