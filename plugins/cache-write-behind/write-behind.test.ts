import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeBehind, type PluginCache } from "./write-behind"

/**
 * A cache whose writes are committed only when the test says so, as LMDB commits them later, with
 * write-behind started on it; `own` holds its methods from before.
 */
function slowCacheWritingBehind() {
  const committed = new Map<string, unknown>()
  const waiting: { commit: () => void; fail: (error: Error) => void }[] = []
  class SlowCache implements PluginCache {
    async get(key: string) {
      return structuredClone(committed.get(key))
    }
    set(key: string, value: unknown) {
      const copy = structuredClone(value)
      return new Promise<unknown>((resolve, reject) => {
        waiting.push({ commit: () => (committed.set(key, copy), resolve(value)), fail: reject })
      })
    }
    del(key: string) {
      return new Promise<unknown>((resolve, reject) => {
        waiting.push({ commit: () => resolve(committed.delete(key)), fail: reject })
      })
    }
  }
  const commitNext = async () => {
    waiting.shift()!.commit()
    await new Promise((resolve) => setImmediate(resolve))
  }
  const own = { get: SlowCache.prototype.get, set: SlowCache.prototype.set }
  const sourcing = writeBehind(SlowCache.prototype)
  sourcing.start()
  return { cache: new SlowCache(), SlowCache, own, sourcing, committed, waiting, commitNext }
}

describe("the plugin cache's write-behind", () => {
  it("answers a write at once and reads it back before it is committed, as a copy", async () => {
    const { cache, committed } = slowCacheWritingBehind()
    const names = ["node__page___NODE"]
    await expect(cache.set("backrefs-1", names)).resolves.toBe(names)
    expect(committed.has("backrefs-1")).toBe(false)
    const read = (await cache.get("backrefs-1")) as string[]
    expect(read).toEqual(["node__page___NODE"])
    read.push("changed without a write")
    expect(await cache.get("backrefs-1")).toEqual(["node__page___NODE"])
  })

  it("keeps a key's last write when an earlier write of it is committed first", async () => {
    const { cache, sourcing, committed, commitNext } = slowCacheWritingBehind()
    await cache.set("backrefs-1", [])
    await cache.set("backrefs-1", ["node__page___NODE"])
    await commitNext()
    expect(committed.get("backrefs-1")).toEqual([])
    expect(await cache.get("backrefs-1")).toEqual(["node__page___NODE"])
    await commitNext()
    await sourcing.flush()
    expect(await cache.get("backrefs-1")).toEqual(["node__page___NODE"])
  })

  it("reads a deleted key as gone before the delete is committed", async () => {
    const { cache, sourcing, committed, commitNext } = slowCacheWritingBehind()
    await cache.set("refs-1", ["a"])
    await commitNext()
    await cache.del("refs-1")
    expect(committed.get("refs-1")).toEqual(["a"])
    expect(await cache.get("refs-1")).toBeUndefined()
    await commitNext()
    await sourcing.flush()
  })

  it("flushes only once every write is committed, and gives the cache its own methods back", async () => {
    const { cache, SlowCache, own, sourcing, committed, waiting, commitNext } = slowCacheWritingBehind()
    expect(SlowCache.prototype.get).not.toBe(own.get)
    await cache.set("a", 1)
    await cache.set("b", 2)
    let flushed = false
    const flush = sourcing.flush().then(() => (flushed = true))
    await commitNext()
    expect(flushed).toBe(false)
    await commitNext()
    await flush
    expect(waiting).toHaveLength(0)
    expect([...committed]).toEqual([
      ["a", 1],
      ["b", 2],
    ])
    expect(SlowCache.prototype.get).toBe(own.get)
  })

  it("fails the flush with a write's error, the cache's own methods restored", async () => {
    const { cache, SlowCache, own, sourcing, waiting } = slowCacheWritingBehind()
    await cache.set("a", 1)
    waiting.shift()!.fail(new Error("MDB_MAP_FULL"))
    await expect(sourcing.flush()).rejects.toThrow("A plugin's cache write failed")
    expect(SlowCache.prototype.set).toBe(own.set)
  })
})

describe("the write-behind on Gatsby's own plugin cache (LMDB)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cache-write-behind-"))
  const globals = globalThis as { __GATSBY?: { root: string } }
  globals.__GATSBY = { root }
  // Gatsby's internal module has no types; it places its LMDB under global.__GATSBY.root when it loads.
  const cacheModule = require("gatsby/dist/utils/cache-lmdb") as {
    default: { new (options: { name: string }): PluginCache & { init(): PluginCache }; prototype: PluginCache }
    resetCache(): Promise<void>
  }
  afterAll(async () => {
    await cacheModule.resetCache()
    fs.rmSync(root, { recursive: true, force: true })
    delete globals.__GATSBY
  })

  it("stores the references and back references gatsby-source-drupal writes, as written", async () => {
    const GatsbyCache = cacheModule.default
    const sourcing = writeBehind(GatsbyCache.prototype)
    sourcing.start()
    const cache = new GatsbyCache({ name: "gatsby-source-drupal" }).init()
    // gatsby-source-drupal's pattern: each node's references, then a read-modify-write of each referenced node's back references.
    for (let node = 0; node < 500; node++) {
      await cache.set(`refs-${node}`, [`media-${node % 7}`])
      const key = `backrefs-media-${node % 7}`
      const names = ((await cache.get(key)) as string[] | undefined) ?? []
      const name = `node__type_${node % 3}___NODE`
      if (!names.includes(name)) await cache.set(key, [...names, name])
    }
    await sourcing.flush()
    const stored = new GatsbyCache({ name: "gatsby-source-drupal" }).init()
    expect(await stored.get("refs-499")).toEqual(["media-2"])
    for (let media = 0; media < 7; media++) {
      expect(((await stored.get(`backrefs-media-${media}`)) as string[]).sort()).toEqual([
        "node__type_0___NODE",
        "node__type_1___NODE",
        "node__type_2___NODE",
      ])
    }
  })
})
