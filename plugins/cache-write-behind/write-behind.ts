/** The part of Gatsby's plugin cache (gatsby/dist/utils/cache-lmdb) that write-behind replaces. */
export interface PluginCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
  del(key: string): Promise<unknown>
}

type CacheMethods = Pick<PluginCache, "get" | "set" | "del">

interface PendingWrite {
  /** A copy made at the write, as LMDB encodes a value when it is put. */
  value: unknown
  deleted: boolean
  /** Which write of the key this is: only the last one clears the key once committed. */
  version: number
}

export interface WriteBehind {
  /** Puts the write-behind methods on the cache's prototype; `flush` takes them off again. */
  start(): void
  /** Waits for every write made since `start`, restores the cache's own methods and throws a write's error, if any. */
  flush(): Promise<void>
}

/**
 * Write-behind for Gatsby's plugin cache. Each `set` and `del` is handed to the cache's own method
 * (LMDB, which commits it in a transaction of its own) and answered at once; until that commit, the
 * key's value is kept here, so a `get` in this process reads what was written (a copy, as LMDB would
 * give). `flush` waits for every commit.
 */
export function writeBehind(prototype: CacheMethods): WriteBehind {
  const own: CacheMethods = { get: prototype.get, set: prototype.set, del: prototype.del }
  const pending = new WeakMap<object, Map<string, PendingWrite>>()
  const writes = new Set<Promise<void>>()
  const errors: unknown[] = []
  let versions = 0

  function pendingOf(cache: object): Map<string, PendingWrite> {
    let keys = pending.get(cache)
    if (!keys) {
      keys = new Map()
      pending.set(cache, keys)
    }
    return keys
  }

  function track(cache: object, key: string, write: PendingWrite, commit: Promise<unknown>): void {
    const keys = pendingOf(cache)
    keys.set(key, write)
    const done: Promise<void> = commit
      .catch((error: unknown) => void errors.push(error))
      .then(() => {
        if (keys.get(key)?.version === write.version) keys.delete(key)
        writes.delete(done)
      })
    writes.add(done)
  }

  const methods: CacheMethods = {
    get(this: PluginCache, key) {
      const write = pending.get(this)?.get(key)
      if (write) return Promise.resolve(write.deleted ? undefined : structuredClone(write.value))
      return own.get.call(this, key)
    },
    set(this: PluginCache, key, value) {
      const write = { value: structuredClone(value), deleted: false, version: ++versions }
      track(this, key, write, own.set.call(this, key, value))
      return Promise.resolve(value)
    },
    del(this: PluginCache, key) {
      const write = { value: undefined, deleted: true, version: ++versions }
      track(this, key, write, own.del.call(this, key))
      return Promise.resolve(true)
    },
  }

  return {
    start() {
      Object.assign(prototype, methods)
    },
    async flush() {
      while (writes.size) await Promise.all([...writes])
      Object.assign(prototype, own)
      if (errors.length) throw new AggregateError(errors.splice(0), "A plugin's cache write failed")
    },
  }
}
