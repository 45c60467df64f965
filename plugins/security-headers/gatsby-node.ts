import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { mergeHeadersFile, securityHeaders } from "./csp"
import { scanSiteScripts, type ScannedFile } from "./site-hashes"

/**
 * Distinct inline scripts the whole site may have. Gatsby's, consent mode's and the forms' are
 * the same on every page; far more means a page-specific inline script slipped in, which would
 * grow the policy with every page.
 */
const MAX_INLINE_SCRIPTS = 24

/** The last scan's files, kept in the plugin's cache (.cache, kept between builds as Netlify keeps it). */
const SCANNED_FILES_KEY = "scanned-html-files"

/** Writes the security headers for every path into public/_headers, keeping the rules already there. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, cache }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  const previous = new Map((await cache.get(SCANNED_FILES_KEY)) as Array<[string, ScannedFile]> | undefined)
  const { hashes, files, read } = await scanSiteScripts(publicDir, previous)
  await cache.set(SCANNED_FILES_KEY, [...files])
  if (hashes.size > MAX_INLINE_SCRIPTS) {
    reporter.panicOnBuild(
      `The pages have ${hashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): an inline script varies per page, ` +
        `e.g. in ${[...hashes.values()].slice(-3).join(", ")}. Pass per-page values in data attributes instead.`,
    )
    return
  }
  const file = path.join(publicDir, "_headers")
  const existing = await readFile(file, "utf8").catch(() => "")
  await writeFile(file, mergeHeadersFile(existing, securityHeaders([...hashes.keys()].sort())))
  reporter.info(
    `Wrote the security headers into public/_headers: CSP with ${hashes.size} inline script hashes (${read} of ${files.size} pages read).`,
  )
}
