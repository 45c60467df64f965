import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import { keepThisBuildsCode } from "./keep-this-builds-code"

let siteRoot: string
let stored: string

async function write(root: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}

const read = (file: string) => readFile(path.join(siteRoot, file), "utf8")

/** What @netlify/cache-utils' restore does with each directory: remove it, then copy the stored one in its place. */
function netlifyLikeAdapter(restore: () => Promise<boolean> = restoreStored): IAdapter {
  return { name: "netlify-like", adapt: () => undefined, cache: { restore, store: () => undefined } }
}

async function restoreStored(): Promise<boolean> {
  for (const folder of [".cache", "public"]) {
    await rm(path.join(siteRoot, folder), { recursive: true, force: true })
    await cp(path.join(stored, folder), path.join(siteRoot, folder), { recursive: true })
  }
  return true
}

const context = { directories: [".cache", "public"], reporter: {} } as Parameters<NonNullable<IAdapter["cache"]>["restore"]>[0]

beforeEach(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), "site-"))
  stored = await mkdtemp(path.join(os.tmpdir(), "stored-"))
  // What Gatsby compiled for this build, before the restore.
  await write(siteRoot, ".cache/compiled/plugins/drupal-schema/gatsby-node.js", "this build's resolvers")
  await write(siteRoot, ".cache/.parcel-cache/snapshot.txt", "this build's snapshot")
  // The last build's cache, as Netlify keeps it.
  await write(stored, ".cache/compiled/plugins/drupal-schema/gatsby-node.js", "the last build's resolvers")
  await write(stored, ".cache/.parcel-cache/snapshot.txt", "the last build's snapshot")
  await write(stored, ".cache/redux/redux.rest.state", "the last build's nodes")
  await write(stored, ".cache/compiled/plugins/removed-since/gatsby-node.js", "a plugin this build no longer has")
  await write(stored, "public/index.html", "the last build's page")
})

afterEach(async () => {
  await rm(siteRoot, { recursive: true, force: true })
  await rm(stored, { recursive: true, force: true })
})

describe("keepThisBuildsCode", () => {
  it("restores the last build's data and pages, and keeps the code this build compiled", async () => {
    const restored = await keepThisBuildsCode(netlifyLikeAdapter(), siteRoot).cache!.restore(context)

    expect(restored).toBe(true)
    await expect(read(".cache/redux/redux.rest.state")).resolves.toBe("the last build's nodes")
    await expect(read("public/index.html")).resolves.toBe("the last build's page")
    await expect(read(".cache/compiled/plugins/drupal-schema/gatsby-node.js")).resolves.toBe("this build's resolvers")
    await expect(read(".cache/.parcel-cache/snapshot.txt")).resolves.toBe("this build's snapshot")
    await expect(read(".cache/compiled/plugins/removed-since/gatsby-node.js")).rejects.toThrow(/ENOENT/)
  })

  it("leaves this build's code as it is when there is nothing to restore", async () => {
    const restored = await keepThisBuildsCode(
      netlifyLikeAdapter(async () => false),
      siteRoot,
    ).cache!.restore(context)

    expect(restored).toBe(false)
    await expect(read(".cache/compiled/plugins/drupal-schema/gatsby-node.js")).resolves.toBe("this build's resolvers")
    await expect(read(".cache/.parcel-cache/snapshot.txt")).resolves.toBe("this build's snapshot")
  })

  it("puts this build's code back when the restore fails half-way, and reports the failure", async () => {
    const failing = netlifyLikeAdapter(async () => {
      await rm(path.join(siteRoot, ".cache"), { recursive: true, force: true })
      throw new Error("the cache could not be read")
    })

    await expect(keepThisBuildsCode(failing, siteRoot).cache!.restore(context)).rejects.toThrow("the cache could not be read")
    await expect(read(".cache/compiled/plugins/drupal-schema/gatsby-node.js")).resolves.toBe("this build's resolvers")
  })

  it("leaves an adapter without a cache as it is", () => {
    const adapter: IAdapter = { name: "no-cache", adapt: () => undefined }
    expect(keepThisBuildsCode(adapter, siteRoot)).toBe(adapter)
  })
})
