import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseDocument } from "yaml"
import type { BuildFigures } from "./build"
import { benchPublishToLive } from "./publish"

let root: string
let contentDir: string
let publicDir: string

const FIGURES: BuildFigures = { wallSeconds: 1, peakRssMb: 1, pages: 1, pagesPerSecond: 1 }

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bench-publish-"))
  contentDir = path.join(root, "content")
  publicDir = path.join(root, "public")
  await mkdir(path.join(contentDir, "node", "page"), { recursive: true })
  // The first file has no English translation: the bench edits the first page that has one.
  await writeFile(path.join(contentDir, "node", "page", "a-impressum.yaml"), "type: node--page\ntitle:\n  de: Impressum\npath:\n  de: /impressum\n")
  await writeFile(path.join(contentDir, "node", "page", "b-privacy.yaml"), "type: node--page\ntitle:\n  en: Privacy & cookies\npath:\n  en: /privacy\n")
})

afterEach(() => rm(root, { recursive: true, force: true }))

/** A stand-in build: writes the page with the title the content has now, as React escapes it. */
async function build(): Promise<BuildFigures> {
  const document = parseDocument(await readFile(path.join(contentDir, "node", "page", "b-privacy.yaml"), "utf8"))
  await mkdir(path.join(publicDir, "en", "privacy"), { recursive: true })
  const title = String(document.getIn(["title", "en"])).replace(/&/g, "&amp;")
  await writeFile(path.join(publicDir, "en", "privacy", "index.html"), `<!DOCTYPE html><title>${title}</title><h1>${title}</h1>`)
  return FIGURES
}

describe("benchPublishToLive", () => {
  it("edits the first English page once per latency, rebuilds with that latency and finds the edit on the served page", async () => {
    const environments: NodeJS.ProcessEnv[] = []
    const figures = await benchPublishToLive(contentDir, publicDir, 33, [0, 150], async (env) => {
      environments.push(env)
      return build()
    })
    expect(figures.changed).toBe(path.join("node", "page", "b-privacy.yaml"))
    expect(figures.pagePath).toBe("/en/privacy/")
    expect(figures.runs.map((run) => [run.latencyMs, run.shown])).toEqual([
      [0, true],
      [150, true],
    ])
    expect(environments).toEqual([
      { CONTENT_SCALE: "33", CONTENT_SERVER_LATENCY_MS: "0" },
      { CONTENT_SCALE: "33", CONTENT_SERVER_LATENCY_MS: "150" },
    ])
    const saved = parseDocument(await readFile(path.join(contentDir, "node", "page", "b-privacy.yaml"), "utf8"))
    expect(saved.getIn(["title", "en"])).toBe("Privacy & cookies (edit 2)")
  })

  it("reports a build whose page does not show the edit", async () => {
    await build()
    const figures = await benchPublishToLive(contentDir, publicDir, 33, [0], async () => FIGURES)
    expect(figures.runs[0].shown).toBe(false)
  })
})
