import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { OFFLINE_ENV } from "../lib/netlify-serve"
import { editablePage, editedTitle, saveTitleInFile } from "./edited-page"
import { measureProcess, type ProcessRun } from "./measure-process"
import { buildPhases, type Phase } from "./phases"

export interface BuildFigures {
  wallSeconds: number
  /** The peak of the process tree's resident memory, each process's summed (shared pages counted in each). */
  peakRssMb: number
  /** The peak of its proportional set size (shared pages counted once); absent in reports before it. */
  peakPssMb?: number
  pages: number
  pagesPerSecond: number
  /** Seconds per phase, from Gatsby's own activity timings (phases.ts); absent in reports before them. */
  phases?: Record<Phase, number>
}

const ROOT = path.resolve(__dirname, "../..")

async function countPages(publicDir: string): Promise<number> {
  let pages = 0
  async function walk(directory: string): Promise<void> {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(path.join(directory, entry.name))
      else if (entry.name === "page-data.json") pages++
    }
  }
  await walk(path.join(publicDir, "page-data"))
  return pages
}

/** The figures of a finished build; a failed build's own output is the error (not a missing folder). */
async function figures(run: ProcessRun, publicDir: string, what: string): Promise<BuildFigures> {
  if (run.exitCode !== 0) throw new Error(`${what} failed (exit ${run.exitCode}):\n${run.output.slice(-4000)}`)
  const pages = await countPages(publicDir)
  return {
    wallSeconds: round(run.wallSeconds),
    peakRssMb: run.peakRssMb,
    peakPssMb: run.peakPssMb,
    pages,
    pagesPerSecond: round(pages / run.wallSeconds),
    phases: buildPhases(run.output).phases,
  }
}

/**
 * The peak a memory budget is held to: the process tree's proportional set size, where measured.
 * The resident sizes summed count the LMDB store that Gatsby's main process and each worker map
 * once per process (measure-process.ts).
 */
export function peakMemoryMb(figures: BuildFigures): number {
  return figures.peakPssMb ?? figures.peakRssMb
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** `npm run build` of the site from a content folder, measured. */
export async function siteBuild(contentDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<BuildFigures> {
  const env = { ...process.env, ...OFFLINE_ENV, CONTENT_DIR: contentDir, ...extraEnv }
  const run = await measureProcess(path.join(ROOT, "node_modules/.bin/tsx"), ["tools/build.ts"], env, ROOT)
  return figures(run, path.join(ROOT, "public"), "The site build")
}

/** One visible content change: the English title of the page the bench edits (edited-page.ts), saved in its file. */
async function changeOneContentFile(contentDir: string): Promise<string> {
  const page = await editablePage(contentDir)
  await saveTitleInFile(page, editedTitle(page.title, "rebuild"))
  return page.contentFile
}

/** A cold build starts with neither Gatsby's cache nor the last build's output. */
async function removeBuildState(): Promise<void> {
  await rm(path.join(ROOT, ".cache"), { recursive: true, force: true })
  await rm(path.join(ROOT, "public"), { recursive: true, force: true })
}

async function coldBuild(contentDir: string): Promise<BuildFigures> {
  await removeBuildState()
  console.log("bench: cold build ...")
  return siteBuild(contentDir)
}

/** Cold build (no cache) and a rebuild after one content change (cache kept), from a copy of content/. */
export async function benchBuilds(): Promise<{ cold: BuildFigures; rebuild: BuildFigures & { changed: string } }> {
  return withContentCopy(async (contentDir) => {
    const cold = await coldBuild(contentDir)
    const changed = await changeOneContentFile(contentDir)
    console.log(`bench: rebuild after changing ${changed} ...`)
    const rebuild = await siteBuild(contentDir)
    return { cold, rebuild: { ...rebuild, changed } }
  })
}

/** One more cold build of the demo content, from a copy of content/. */
export function benchColdBuild(): Promise<BuildFigures> {
  return withContentCopy(coldBuild)
}

/** The scale build: the content server multiplies the content of contentDir (CONTENT_SCALE), cold. */
export async function benchScaleBuild(scale: number, contentDir = path.join(ROOT, "content")): Promise<BuildFigures & { scale: number }> {
  await removeBuildState()
  console.log(`bench: scale build, CONTENT_SCALE=${scale} ...`)
  return { ...(await siteBuild(contentDir, { CONTENT_SCALE: String(scale) })), scale }
}

/** A task given a copy of content/ that it may edit, removed afterwards. */
export async function withContentCopy<T>(task: (contentDir: string) => Promise<T>): Promise<T> {
  const contentDir = await mkdtemp(path.join(tmpdir(), "bench-content-"))
  try {
    await cp(path.join(ROOT, "content"), contentDir, { recursive: true })
    return await task(contentDir)
  } finally {
    await rm(contentDir, { recursive: true, force: true })
  }
}

const ANCHOR_GATSBY_NODE = `
exports.createPages = ({ actions }) => {
  const count = Number(process.env.ANCHOR_PAGES)
  for (let index = 0; index < count; index++) {
    actions.createPage({ path: "/page-" + index + "/", component: require.resolve("./src/templates/trivial.js"), context: { index } })
  }
}
`
const ANCHOR_TEMPLATE = `
import * as React from "react"
export default function Trivial({ pageContext }) {
  return React.createElement("main", null, React.createElement("h1", null, "Page " + pageContext.index), React.createElement("p", null, "Trivial content."))
}
export const Head = ({ pageContext }) => React.createElement("title", null, "Page " + pageContext.index)
`

/** A Gatsby 5 site of trivial pages, the same number, built with the installed gatsby: the anchor. */
export async function benchAnchorBuild(pages: number): Promise<BuildFigures> {
  const site = await mkdtemp(path.join(tmpdir(), "bench-anchor-"))
  try {
    await mkdir(path.join(site, "src", "templates"), { recursive: true })
    // Gatsby builds only a folder whose package.json names it; the versions are the site's own (linked node_modules).
    const dependencies = { gatsby: "*", react: "*", "react-dom": "*" }
    await writeFile(path.join(site, "package.json"), JSON.stringify({ name: "anchor", private: true, version: "1.0.0", dependencies }))
    await writeFile(path.join(site, "gatsby-config.js"), 'module.exports = { trailingSlash: "always" }\n')
    await writeFile(path.join(site, "gatsby-node.js"), ANCHOR_GATSBY_NODE)
    await writeFile(path.join(site, "src", "templates", "trivial.js"), ANCHOR_TEMPLATE)
    await symlink(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir")
    console.log(`bench: anchor build of ${pages} trivial pages ...`)
    const env = { ...process.env, ...OFFLINE_ENV, ANCHOR_PAGES: String(pages), NETLIFY: "" }
    const run = await measureProcess(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], env, site)
    return await figures(run, path.join(site, "public"), "The anchor build")
  } finally {
    await rm(site, { recursive: true, force: true })
  }
}
