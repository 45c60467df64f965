import { mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { installedCodeVersion, isInstalled, SiteBuildDependenciesOnly } from "./cache-key"

describe("isInstalled", () => {
  it("is true for webpack's, the loaders' and Gatsby's files and folders in node_modules", () => {
    expect(isInstalled("/site/node_modules/webpack/lib/")).toBe(true)
    expect(isInstalled("/site/node_modules/gatsby/dist/utils/babel-loader.js")).toBe(true)
    expect(isInstalled("C:\\site\\node_modules\\css-loader\\dist\\cjs.js")).toBe(true)
  })

  it("is false for the site's own code, whatever its names contain", () => {
    expect(isInstalled("/site/.cache/compiled/plugins/lean-i18next/gatsby-node.js")).toBe(false)
    expect(isInstalled("/site/plugins/node_modules-check/gatsby-node.js")).toBe(false)
  })
})

describe("installedCodeVersion", () => {
  let site: string
  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "site-"))
  })
  afterEach(() => rm(site, { recursive: true, force: true }))

  it("changes when the lockfile does, and only then", async () => {
    await writeFile(path.join(site, "package-lock.json"), '{"packages":{"node_modules/webpack":{"version":"5.98.0"}}}')
    const first = installedCodeVersion(site)
    expect(installedCodeVersion(site)).toBe(first)
    await writeFile(path.join(site, "package-lock.json"), '{"packages":{"node_modules/webpack":{"version":"5.99.0"}}}')
    expect(installedCodeVersion(site)).not.toBe(first)
  })

  it("fails the build without a lockfile rather than keep a cache nothing can invalidate", () => {
    expect(() => installedCodeVersion(site)).toThrow(/package-lock\.json/)
  })
})

describe("SiteBuildDependenciesOnly", () => {
  it("leaves the cache only the site's own build dependencies when the compilation is done", () => {
    let done: ((stats: { compilation: { buildDependencies: Set<string> } }) => void) | undefined
    new SiteBuildDependenciesOnly().apply({ hooks: { done: { tap: (_name, callback) => (done = callback) } } })
    const buildDependencies = new Set([
      "/site/node_modules/gatsby/dist/utils/webpack.config.js",
      "/site/.cache/compiled/plugins/islands/gatsby-node.js",
      "/site/node_modules/webpack/lib/",
      "/site/node_modules/gatsby/dist/utils/babel-loader.js",
      "/site/.cache/compiled/plugins/ssr-externals/gatsby-node.js",
    ])

    done!({ compilation: { buildDependencies } })

    expect([...buildDependencies]).toEqual([
      "/site/.cache/compiled/plugins/islands/gatsby-node.js",
      "/site/.cache/compiled/plugins/ssr-externals/gatsby-node.js",
    ])
  })
})
