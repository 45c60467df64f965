/**
 * How long to wait before trying a delivery again: exponential backoff with jitter, never less
 * than what the upstream asked for with Retry-After.
 */
export interface RetryPolicy {
  /** Each upstream call is aborted after this long. */
  attemptTimeoutMs: number
  /** Attempts within one delivery run (the request's own, or one scheduled run). */
  inlineAttempts: number
  /** Backoff between attempts of one run. */
  baseDelayMs: number
  maxDelayMs: number
  /** A wait longer than this (a long Retry-After) ends the run and schedules the next one. */
  maxInlineWaitMs: number
  /** Backoff between scheduled runs. */
  scheduleBaseMs: number
  scheduleMaxMs: number
  /** After this many attempts in all, a record is marked failed (replay it with `npm run outbox`). */
  maxAttempts: number
  /** How long a run holds a record; a run that died leaves it to the next after this. */
  leaseMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attemptTimeoutMs: 5000,
  inlineAttempts: 3,
  baseDelayMs: 400,
  maxDelayMs: 3000,
  maxInlineWaitMs: 3000,
  scheduleBaseMs: 60_000,
  scheduleMaxMs: 6 * 60 * 60 * 1000,
  maxAttempts: 12,
  leaseMs: 60_000,
}

/** The delay before attempt `attempt + 1`: base x 2^(attempt - 1), capped, with "equal jitter". */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return null
  return Math.max(0, date - now.getTime())
}

/** Whether an upstream status is worth retrying: timeouts, conflicts in flight, throttling, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500
}
