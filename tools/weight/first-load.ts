import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"

/** A built page: its path, its template (page type) and the files of its first load. */
export interface PageWeight {
  path: string
  template: string
  scripts: string[]
  /** gzip -9 bytes of all its first-load scripts. */
  firstLoadJs: number
  /** Scripts from other hosts the HTML loads (none should be there). */
  externalScripts: string[]
}

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>
}

/** "component---src-templates-equipment-category-tsx" -> "equipment-category"; src/pages -> "pages/404". */
export function templateName(componentChunkName: string): string {
  const match = /^component---src-(templates|pages)-(.+)-tsx$/.exec(componentChunkName)
  if (!match) return componentChunkName
  return match[1] === "templates" ? match[2] : `pages/${match[2]}`
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g
const PRELOADED_SCRIPT =
  /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\bhref="([^"]+)"/g

/** The scripts an HTML page loads by itself: script elements and preloaded scripts. */
export function htmlScripts(html: string): string[] {
  const sources = [...html.matchAll(SCRIPT_SRC)].map((match) => match[1])
  const preloads = [...html.matchAll(PRELOADED_SCRIPT)].map((match) => match[1] ?? match[2])
  return [...new Set([...sources, ...preloads])]
}

function isLocal(source: string): boolean {
  return source.startsWith("/") && !source.startsWith("//")
}

/** Measures first-load JavaScript of built pages, caching each file's gzip size. */
export class FirstLoadMeter {
  private gzipSizes = new Map<string, number>()
  private groups: ChunkGroups | undefined

  constructor(private readonly publicDir: string) {}

  async gzipBytes(file: string): Promise<number> {
    const cached = this.gzipSizes.get(file)
    if (cached !== undefined) return cached
    const size = gzipSync(await readFile(path.join(this.publicDir, file)), { level: 9 }).length
    this.gzipSizes.set(file, size)
    return size
  }

  private async chunkGroups(): Promise<ChunkGroups> {
    this.groups ??= JSON.parse(await readFile(path.join(this.publicDir, "webpack.stats.json"), "utf8")) as ChunkGroups
    return this.groups
  }

  /** The JavaScript files of a chunk group (the app, or a template), as public paths. */
  async chunkGroupScripts(name: string): Promise<string[]> {
    const group = (await this.chunkGroups()).namedChunkGroups[name]
    return (group?.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((file) => file.endsWith(".js"))
  }

  /** One page, from its page-data.json (path and template) and its HTML. */
  async measure(pageDataFile: string): Promise<PageWeight> {
    const pageData = JSON.parse(await readFile(pageDataFile, "utf8")) as { path: string; componentChunkName: string }
    const htmlFile = path.join(this.publicDir, pageData.path, pageData.path.endsWith(".html") ? "" : "index.html")
    const html = await readFile(htmlFile, "utf8")
    const loaded = htmlScripts(html)
    const local = loaded.filter(isLocal).map((source) => source.replace(/^\//, "").split("?")[0])
    const files = [
      ...new Set([...local, ...(await this.chunkGroupScripts("app")), ...(await this.chunkGroupScripts(pageData.componentChunkName))]),
    ]
    let firstLoadJs = 0
    for (const file of files) firstLoadJs += await this.gzipBytes(file)
    return {
      path: pageData.path,
      template: templateName(pageData.componentChunkName),
      scripts: files.sort(),
      firstLoadJs,
      externalScripts: loaded.filter((source) => !isLocal(source)),
    }
  }
}

/** Every page-data.json of the build. */
export async function pageDataFiles(publicDir: string): Promise<string[]> {
  const found: string[] = []
  async function walk(directory: string): Promise<void> {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name === "page-data.json") found.push(full)
    }
  }
  await walk(path.join(publicDir, "page-data"))
  return found.sort()
}

/** The heaviest page of each template, with how many pages it has. */
export async function firstLoadByTemplate(
  publicDir: string,
  pagesPerTemplate = Infinity,
): Promise<Map<string, PageWeight & { pages: number }>> {
  const meter = new FirstLoadMeter(publicDir)
  const byTemplate = new Map<string, PageWeight & { pages: number }>()
  const seen = new Map<string, number>()
  for (const file of await pageDataFiles(publicDir)) {
    const template = templateName((JSON.parse(await readFile(file, "utf8")) as { componentChunkName: string }).componentChunkName)
    const count = (seen.get(template) ?? 0) + 1
    seen.set(template, count)
    if (count > pagesPerTemplate) continue
    const weight = await meter.measure(file)
    const heaviest = byTemplate.get(template)
    if (!heaviest || weight.firstLoadJs > heaviest.firstLoadJs) byTemplate.set(template, { ...weight, pages: 0 })
  }
  for (const [template, weight] of byTemplate) weight.pages = seen.get(template) ?? 0
  return byTemplate
}
