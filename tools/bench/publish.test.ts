import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import type { BuildFigures } from "./build"
import { editablePage, editedTitle, saveTitleInFile } from "./edited-page"
import { benchPublishToLive, withPublishingPath, type PublishingPath } from "./publish"

let root: string
let contentDir: string
let publicDir: string

const FIGURES: BuildFigures = { wallSeconds: 1, peakRssMb: 1, pages: 1, pagesPerSecond: 1 }

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bench-publish-"))
  contentDir = path.join(root, "content")
  publicDir = path.join(root, "public")
  await mkdir(path.join(contentDir, "node", "page"), { recursive: true })
  // The bench edits the first page (by file name) that is published and has an English title.
  const page = (name: string, yaml: string) => writeFile(path.join(contentDir, "node", "page", name), yaml)
  await page("a-impressum.yaml", "type: node--page\ntitle:\n  de: Impressum\npath:\n  de: /impressum\n")
  await page("b-draft.yaml", "type: node--page\nstatus: false\ntitle:\n  en: Draft\npath:\n  en: /draft\n")
  await page("c-privacy.yaml", "type: node--page\ntitle:\n  en: Privacy & cookies\npath:\n  en: /privacy\n")
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe("editablePage", () => {
  it("is the first published page with an English title, with the uuid the content server gives it", async () => {
    const page = await editablePage(contentDir)
    expect(page.contentFile).toBe(path.join("node", "page", "c-privacy.yaml"))
    expect(page.title).toBe("Privacy & cookies")
    expect(page.pagePath).toBe("/en/privacy/")
    expect(page.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it("saves a new title in the file, one edit mark at a time", async () => {
    const page = await editablePage(contentDir)
    await saveTitleInFile(page, editedTitle(page.title, "1"))
    await saveTitleInFile(page, editedTitle((await editablePage(contentDir)).title, "2"))
    expect((await editablePage(contentDir)).title).toBe("Privacy & cookies (edit 2)")
  })
})

/**
 * A stand-in build: asks the content server for the page, as the site's build sources it, and
 * writes it into public/ as React escapes its title.
 */
function standInBuild(server: () => string, id: string, options: { fails?: boolean } = {}) {
  return async (): Promise<BuildFigures> => {
    if (options.fails) throw new Error("the build failed: node--page title is empty")
    const response = await fetch(`${server()}/jsonapi/node/page/${id}`)
    const title = String(((await response.json()) as { data: { attributes: { title: string } } }).data.attributes.title)
    await mkdir(path.join(publicDir, "en", "privacy"), { recursive: true })
    const escaped = title.replace(/&/g, "&amp;")
    await writeFile(path.join(publicDir, "en", "privacy", "index.html"), `<!DOCTYPE html><title>${escaped}</title><h1>${escaped}</h1>`)
    return FIGURES
  }
}

async function publishingPathFor(build: () => Promise<BuildFigures>, task: (path: PublishingPath, latencies: number[]) => Promise<void>) {
  await withPublishingPath({ contentDir, scale: 1, port: 0, build, quietMs: 0 }, async (publishingPath) => {
    const latencies: number[] = []
    const recording: PublishingPath = {
      ...publishingPath,
      contentServer: {
        url: publishingPath.contentServer.url,
        setLatencyMs: (latencyMs) => {
          latencies.push(latencyMs)
          publishingPath.contentServer.setLatencyMs(latencyMs)
        },
      },
    }
    await task(recording, latencies)
  })
}

describe("benchPublishToLive", () => {
  it("publishes the title once per latency through the content server, whose hook runs the build, and finds the edit served", async () => {
    const page = await editablePage(contentDir)
    let url = ""
    await publishingPathFor(
      standInBuild(() => url, page.id),
      async (publishingPath, latencies) => {
        url = publishingPath.contentServer.url
        const figures = await benchPublishToLive(publishingPath, page, { scale: 1, publicDir, latencies: [0, 150] })
        expect(figures.changed).toBe(path.join("node", "page", "c-privacy.yaml"))
        expect(figures.pagePath).toBe("/en/privacy/")
        expect(figures.hookQuietMs).toBe(0)
        expect(figures.runs.map((run) => [run.latencyMs, run.shown, run.build])).toEqual([
          [0, true, FIGURES],
          [150, true, FIGURES],
        ])
        // One build per save, each run at its latency, the server answering at once afterwards.
        expect(publishingPath.builds).toHaveLength(2)
        expect(latencies).toEqual([0, 150, 0])
      },
    )
    const served = await readFile(path.join(publicDir, "en", "privacy", "index.html"), "utf8")
    expect(served).toContain("Privacy &amp; cookies (edit 2)")
    // The save lives in the content server, not in the content files.
    expect((await editablePage(contentDir)).title).toBe("Privacy & cookies")
  })

  it("reports a build whose served page does not show the edit", async () => {
    const page = await editablePage(contentDir)
    await publishingPathFor(
      async () => FIGURES,
      async (publishingPath) => {
        await mkdir(path.join(publicDir, "en", "privacy"), { recursive: true })
        await writeFile(path.join(publicDir, "en", "privacy", "index.html"), "<!DOCTYPE html><title>Privacy</title>")
        const figures = await benchPublishToLive(publishingPath, page, { scale: 1, publicDir, latencies: [0], shownTimeoutMs: 0 })
        expect(figures.runs[0].shown).toBe(false)
      },
    )
  })

  it("fails, naming why, when the build the hook ran failed", async () => {
    const page = await editablePage(contentDir)
    await publishingPathFor(
      standInBuild(() => "", page.id, { fails: true }),
      async (publishingPath) => {
        await expect(benchPublishToLive(publishingPath, page, { scale: 1, publicDir, latencies: [0] })).rejects.toThrow(/title is empty/)
      },
    )
  })
})
