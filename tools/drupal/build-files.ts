import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { BuildFiles } from "./compare-builds"

/** Folders of a build's output that hold no page: scripts, images, page data. */
const SKIPPED_FOLDERS = new Set(["static", "page-data", "~partytown"])

/** The files of a build's output folder that compare-builds.ts compares: pages, _redirects and sitemaps. */
export function readBuildFiles(folder: string): BuildFiles {
  const files = new Map<string, string>()
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(file)) walk(file)
      } else if (file === "_redirects" || file.endsWith(".html") || /sitemap[^/]*\.xml$/.test(file)) {
        files.set(file, readFileSync(path.join(folder, file), "utf8"))
      }
    }
  }
  walk("")
  return files
}
