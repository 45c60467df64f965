/**
 * A per-visitor request limit kept in the function's memory: a fixed window per key (the
 * visitor's IP). Netlify's config.rateLimit is enforced by its edge only, and `netlify serve`
 * ignores it; this limit also holds locally and in tests, per function instance in production
 * (where the edge's limit stays the one that counts across instances).
 */
export interface LimiterOptions {
  /** Requests a key may make per window. */
  limit: number
  windowMs: number
  /** Keys kept at most: past that, the oldest windows are forgotten (a flood of addresses cannot exhaust memory). */
  maxKeys?: number
  now?: () => number
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export class RequestLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()
  private readonly maxKeys: number
  private readonly now: () => number

  constructor(private readonly options: LimiterOptions) {
    this.maxKeys = options.maxKeys ?? 10000
    this.now = options.now ?? Date.now
  }

  /** Counts a request of the key, and says whether it is within the limit. */
  take(key: string): LimitDecision {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.options.windowMs) {
      this.windows.delete(key)
      window = { start: now, count: 0 }
      this.forgetOldest()
      // Map order is insertion order: a renewed window moves to the end.
      this.windows.set(key, window)
    }
    window.count += 1
    if (window.count <= this.options.limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.options.windowMs - now) / 1000)) }
  }

  private forgetOldest(): void {
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next()
      if (oldest.done) return
      this.windows.delete(oldest.value)
    }
  }
}

/**
 * The visitor's address: Netlify's context.ip, else the header Netlify's proxy sets. Requests
 * without either share one key, so they are limited together rather than not at all.
 */
export function clientKey(request: Request, context?: { ip?: string }): string {
  return context?.ip || request.headers.get("x-nf-client-connection-ip") || "unknown"
}
