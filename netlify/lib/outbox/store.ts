import type { Store } from "@netlify/blobs"

/**
 * The part of a key-value store the outbox needs: JSON by key with an ETag, conditional writes
 * (create-only, or update-if-unchanged) and listing. Netlify Blobs in production and under
 * `netlify serve`; an in-memory store in tests.
 */
export interface WriteOutcome {
  modified: boolean
  etag?: string
}

export interface KeyValueStore {
  get<T>(key: string): Promise<{ value: T; etag: string } | null>
  create(key: string, value: unknown): Promise<WriteOutcome>
  replace(key: string, value: unknown, etag: string): Promise<WriteOutcome>
  put(key: string, value: unknown): Promise<WriteOutcome>
  keys(prefix?: string): Promise<string[]>
  remove(key: string): Promise<void>
}

export class BlobsKeyValueStore implements KeyValueStore {
  constructor(private readonly store: Store) {}

  async get<T>(key: string): Promise<{ value: T; etag: string } | null> {
    const entry = await this.store.getWithMetadata(key, { type: "json", consistency: "strong" })
    if (!entry) return null
    return { value: entry.data as T, etag: entry.etag ?? "" }
  }

  create(key: string, value: unknown): Promise<WriteOutcome> {
    return this.store.setJSON(key, value, { onlyIfNew: true })
  }

  replace(key: string, value: unknown, etag: string): Promise<WriteOutcome> {
    return this.store.setJSON(key, value, { onlyIfMatch: etag })
  }

  put(key: string, value: unknown): Promise<WriteOutcome> {
    return this.store.setJSON(key, value)
  }

  async keys(prefix?: string): Promise<string[]> {
    const keys: string[] = []
    for await (const page of this.store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
    return keys
  }

  remove(key: string): Promise<void> {
    return this.store.delete(key)
  }
}

/** For tests and tools: the same contract in memory, ETags included. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, { json: string; etag: string }>()
  private version = 0
  /** Set to make every write fail, as a store that is down would. */
  failWrites = false

  private write(key: string, value: unknown): WriteOutcome {
    if (this.failWrites) throw new Error("store unavailable")
    const etag = `"${++this.version}"`
    this.entries.set(key, { json: JSON.stringify(value), etag })
    return { modified: true, etag }
  }

  async get<T>(key: string): Promise<{ value: T; etag: string } | null> {
    const entry = this.entries.get(key)
    return entry ? { value: JSON.parse(entry.json) as T, etag: entry.etag } : null
  }

  async create(key: string, value: unknown): Promise<WriteOutcome> {
    if (this.entries.has(key)) return { modified: false }
    return this.write(key, value)
  }

  async replace(key: string, value: unknown, etag: string): Promise<WriteOutcome> {
    if (this.entries.get(key)?.etag !== etag) return { modified: false }
    return this.write(key, value)
  }

  async put(key: string, value: unknown): Promise<WriteOutcome> {
    return this.write(key, value)
  }

  async keys(prefix = ""): Promise<string[]> {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix)).sort()
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
