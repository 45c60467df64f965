/**
 * Answers kept in the function's memory for a while, the least recently used dropped first: the
 * same question within the time to live is not asked upstream again (a paid call for Google's
 * geocoding). Per function instance; the CDN caches the endpoint's cacheable answers as well.
 */
export class AnswerCache<Value> {
  private readonly entries = new Map<string, { value: Value; expires: number }>()
  private readonly now: () => number

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    this.now = options.now ?? Date.now
  }

  /** The cached answer, or the one `ask` gives (kept unless it throws). */
  async get(key: string, ask: () => Promise<Value>): Promise<Value> {
    const entry = this.entries.get(key)
    if (entry && entry.expires > this.now()) {
      // Map order is insertion order: a hit moves to the end, the least recently used stays first.
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value
    }
    this.entries.delete(key)
    const value = await ask()
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs })
    return value
  }
}
