import { getStore, type Store } from "@netlify/blobs"

/**
 * Where uploaded application files live: upload sessions (JSON), their chunks and the assembled
 * files (bytes). Netlify Blobs in production and under `netlify serve`; memory in tests.
 */
export interface FileStore {
  putBytes(key: string, bytes: Uint8Array): Promise<void>
  getBytes(key: string): Promise<Uint8Array | null>
  putJSON(key: string, value: unknown): Promise<void>
  getJSON<T>(key: string): Promise<T | null>
  keys(prefix: string): Promise<string[]>
  remove(key: string): Promise<void>
}

/** The Blobs store of application files (under .netlify/blobs-serve when served locally). */
export const APPLICATION_FILES_STORE = "application-files"

export class BlobsFileStore implements FileStore {
  constructor(private readonly store: Store) {}

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    // A copy, so the store gets exactly these bytes whatever buffer they are a view of.
    const copy = new Uint8Array(bytes.byteLength)
    copy.set(bytes)
    await this.store.set(key, copy.buffer)
  }

  async getBytes(key: string): Promise<Uint8Array | null> {
    const data = await this.store.get(key, { type: "arrayBuffer", consistency: "strong" })
    return data ? new Uint8Array(data) : null
  }

  async putJSON(key: string, value: unknown): Promise<void> {
    await this.store.setJSON(key, value)
  }

  async getJSON<T>(key: string): Promise<T | null> {
    return ((await this.store.get(key, { type: "json", consistency: "strong" })) as T | null) ?? null
  }

  async keys(prefix: string): Promise<string[]> {
    const keys: string[] = []
    for await (const page of this.store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
    return keys
  }

  remove(key: string): Promise<void> {
    return this.store.delete(key)
  }
}

export function applicationFileStore(): FileStore {
  return new BlobsFileStore(getStore({ name: APPLICATION_FILES_STORE, consistency: "strong" }))
}

/** For tests: the same contract in memory. */
export class MemoryFileStore implements FileStore {
  readonly entries = new Map<string, Uint8Array | string>()

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    this.entries.set(key, Uint8Array.from(bytes))
  }

  async getBytes(key: string): Promise<Uint8Array | null> {
    const value = this.entries.get(key)
    return value instanceof Uint8Array ? value : null
  }

  async putJSON(key: string, value: unknown): Promise<void> {
    this.entries.set(key, JSON.stringify(value))
  }

  async getJSON<T>(key: string): Promise<T | null> {
    const value = this.entries.get(key)
    return typeof value === "string" ? (JSON.parse(value) as T) : null
  }

  async keys(prefix: string): Promise<string[]> {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix)).sort()
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
