import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

/** Whether a build dependency is installed code (a package in node_modules), which only the lockfile changes. */
export function isInstalled(dependency: string): boolean {
  return dependency.split(/[\\/]/).includes("node_modules")
}

/** The cache's version: the lockfile's digest, so any change to what is installed starts a new cache. */
export function installedCodeVersion(siteDirectory: string): string {
  const lockfile = readFileSync(path.join(siteDirectory, "package-lock.json"))
  return `lockfile-${createHash("sha256").update(lockfile).digest("hex").slice(0, 16)}`
}

interface BuildDependencies {
  delete(dependency: string): unknown
  [Symbol.iterator](): Iterator<string>
}
interface DoneHook {
  tap(name: string, callback: (stats: { compilation: { buildDependencies: BuildDependencies } }) => void): void
}

/**
 * Leaves webpack only the site's own build dependencies (Gatsby's compiled gatsby-node of the
 * local plugins): webpack's own, the loaders' and Gatsby's webpack config are installed code. The
 * compiler's `done` hook runs before webpack hands the compilation's build dependencies to the cache.
 */
export class SiteBuildDependenciesOnly {
  apply(compiler: { hooks: { done: DoneHook } }): void {
    compiler.hooks.done.tap("SiteBuildDependenciesOnly", ({ compilation }) => {
      for (const dependency of [...compilation.buildDependencies]) {
        if (isInstalled(dependency)) compilation.buildDependencies.delete(dependency)
      }
    })
  }
}
