import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { inlineScripts, scriptHash } from "./csp"

async function* htmlFiles(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith(".html")) yield full
  }
}

/** Hashes of every inline script of the built pages, with a page that has each. */
export async function siteScriptHashes(publicDir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>()
  for await (const file of htmlFiles(publicDir)) {
    for (const body of inlineScripts(await readFile(file, "utf8"))) {
      const hash = scriptHash(body)
      if (!hashes.has(hash)) hashes.set(hash, path.relative(publicDir, file))
    }
  }
  return hashes
}
