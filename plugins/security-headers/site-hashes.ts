import { readdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import { inlineScriptHashes } from "./csp"

/** What a scan learnt of one HTML file, with what identifies the version it read. */
export interface ScannedFile {
  mtimeMs: number
  size: number
  hashes: string[]
}

export interface SiteScan {
  /** Hashes of every inline script of the built pages, with a page that has each. */
  hashes: Map<string, string>
  /** Every HTML file, by its path in public/: the next scan's `previous`. */
  files: Map<string, ScannedFile>
  /** How many files were read (the others were unchanged since the previous scan). */
  read: number
}

/** Gatsby writes only page-data.json files under public/page-data: half of public/'s folders, no HTML. */
const NO_HTML_FOLDERS = new Set(["page-data"])

async function* htmlFiles(publicDir: string, directory = publicDir): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) {
      if (!(directory === publicDir && NO_HTML_FOLDERS.has(entry.name))) yield* htmlFiles(publicDir, full)
    } else if (entry.name.endsWith(".html")) yield full
  }
}

/** Files are looked at this many at a time: their stat and reading wait on the disk, not the CPU. */
const CONCURRENCY = 32

/**
 * The inline scripts of every HTML file in public/. A file whose modification time and size are
 * those of the previous scan is not read again: an incremental build rewrites only the pages that
 * changed, and reading all 20,000 of them took about 17 s of every build.
 */
export async function scanSiteScripts(publicDir: string, previous: ReadonlyMap<string, ScannedFile> = new Map()): Promise<SiteScan> {
  const files = new Map<string, ScannedFile>()
  let read = 0
  const scan = async (file: string) => {
    const relative = path.relative(publicDir, file)
    const { mtimeMs, size } = await stat(file)
    const known = previous.get(relative)
    if (known && known.mtimeMs === mtimeMs && known.size === size) files.set(relative, known)
    else {
      read++
      files.set(relative, { mtimeMs, size, hashes: inlineScriptHashes(await readFile(file)) })
    }
  }
  let batch: Promise<void>[] = []
  for await (const file of htmlFiles(publicDir)) {
    batch.push(scan(file))
    if (batch.length === CONCURRENCY) {
      await Promise.all(batch)
      batch = []
    }
  }
  await Promise.all(batch)
  const hashes = new Map<string, string>()
  for (const relative of [...files.keys()].sort())
    for (const hash of files.get(relative)!.hashes) if (!hashes.has(hash)) hashes.set(hash, relative)
  return { hashes, files, read }
}
