import { existsSync } from "node:fs"
import { cp, mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"

/**
 * What Gatsby compiles from this build's code before anything else: the site's and the local
 * plugins' gatsby-config and gatsby-node (.cache/compiled), and Parcel's cache of them.
 */
export const THIS_BUILDS_CODE = [".cache/compiled", ".cache/.parcel-cache"] as const

/**
 * The adapter, restoring the last build's .cache and public/ as before, except for the code
 * Gatsby compiled for this build. Gatsby compiles gatsby-config and gatsby-node first and only
 * then asks the adapter to restore .cache (gatsby/dist/services/initialize.js), and Netlify's
 * restore replaces .cache whole: without this, a build would run the compiled gatsby-node of the
 * build that first filled the cache, and store it again for the next one, however the code
 * changed since (docs/decisions.md, "Netlify's cache and this build's code").
 */
export function keepThisBuildsCode(adapter: IAdapter, siteRoot = process.cwd()): IAdapter {
  const cache = adapter.cache
  if (!cache) return adapter
  return {
    ...adapter,
    cache: {
      ...cache,
      async restore(context) {
        const kept = await mkdtemp(path.join(os.tmpdir(), "this-builds-code-"))
        const present: string[] = []
        try {
          for (const folder of THIS_BUILDS_CODE) {
            if (!existsSync(path.join(siteRoot, folder))) continue
            await cp(path.join(siteRoot, folder), path.join(kept, folder), { recursive: true, preserveTimestamps: true })
            present.push(folder)
          }
          return await cache.restore(context)
        } finally {
          // Whatever the restore brought in their place is the last build's, never this one's.
          for (const folder of THIS_BUILDS_CODE) {
            await rm(path.join(siteRoot, folder), { recursive: true, force: true })
            if (!present.includes(folder)) continue
            await cp(path.join(kept, folder), path.join(siteRoot, folder), { recursive: true, preserveTimestamps: true })
          }
          await rm(kept, { recursive: true, force: true })
        }
      },
    },
  }
}
