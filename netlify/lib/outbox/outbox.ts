import type { KeyValueStore } from "./store"
import type { OutboxRecord, UpstreamRequest } from "./record"

const RECORD_PREFIX = "records/"

export interface NewSubmission {
  id: string
  formId: string
  locale: string
  upstream: UpstreamRequest
  /** What the request asked for (endpoint, form, values), hashed: the same key with another request is a conflict. */
  fingerprint?: string
}

export type AddOutcome =
  | { created: boolean; conflict?: false; record: OutboxRecord }
  /** The key is taken by another request (IETF Idempotency-Key draft: 422). */
  | { created: false; conflict: true; record: OutboxRecord }

export interface Claim {
  record: OutboxRecord
  etag: string
}

/** Delivered records are kept this long for inspection, then removed (data minimisation). */
export const DELIVERED_RETENTION_DAYS = 30
/** Records that were given up on are kept longer, to be replayed. */
export const FAILED_RETENTION_DAYS = 90

/**
 * The durable outbox of submissions on a key-value store (Netlify Blobs). Every change goes
 * through a conditional write, so two deliveries (the request's own and the scheduled retry)
 * never send the same record twice.
 */
export class Outbox {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private key(id: string): string {
    return `${RECORD_PREFIX}${id}`
  }

  /**
   * Stores a new submission; the same id stored twice keeps the first (idempotency), and the same
   * id with another fingerprint is a conflict, never a silent drop of the new content.
   */
  async add(submission: NewSubmission): Promise<AddOutcome> {
    const at = this.now().toISOString()
    const record: OutboxRecord = {
      ...submission,
      status: "pending",
      attempts: 0,
      createdAt: at,
      updatedAt: at,
      nextAttemptAt: at,
      leaseUntil: null,
      lastError: null,
      deliveredAt: null,
      deliveredTo: null,
    }
    const outcome = await this.store.create(this.key(submission.id), record)
    if (outcome.modified) return { created: true, record }
    const existing = await this.get(submission.id)
    if (existing?.fingerprint && submission.fingerprint && existing.fingerprint !== submission.fingerprint) {
      return { created: false, conflict: true, record: existing }
    }
    return { created: false, record: existing ?? record }
  }

  async get(id: string): Promise<OutboxRecord | null> {
    return (await this.store.get<OutboxRecord>(this.key(id)))?.value ?? null
  }

  async list(): Promise<OutboxRecord[]> {
    const keys = await this.store.keys(RECORD_PREFIX)
    const records = await Promise.all(keys.map(async (key) => (await this.store.get<OutboxRecord>(key))?.value ?? null))
    return records.filter((record): record is OutboxRecord => record !== null).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  }

  /** Whether a record may be delivered now: pending and due, or held by a lease that ran out. */
  isDue(record: OutboxRecord, options: { includeFailed?: boolean; ignoreSchedule?: boolean } = {}): boolean {
    const now = this.now().getTime()
    if (record.status === "pending") return options.ignoreSchedule || !record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now
    if (record.status === "delivering") return !record.leaseUntil || Date.parse(record.leaseUntil) <= now
    if (record.status === "failed") return options.includeFailed === true
    return false
  }

  async due(): Promise<OutboxRecord[]> {
    return (await this.list()).filter((record) => this.isDue(record))
  }

  /** Takes a record for delivery, or null when it is not due or someone else took it first. */
  async claim(id: string, leaseMs: number, options: { includeFailed?: boolean; ignoreSchedule?: boolean } = {}): Promise<Claim | null> {
    const entry = await this.store.get<OutboxRecord>(this.key(id))
    if (!entry || !this.isDue(entry.value, options)) return null
    const now = this.now()
    const record: OutboxRecord = {
      ...entry.value,
      status: "delivering",
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      updatedAt: now.toISOString(),
    }
    const outcome = await this.store.replace(this.key(id), record, entry.etag)
    return outcome.modified && outcome.etag ? { record, etag: outcome.etag } : null
  }

  private async settle(claim: Claim, changes: Partial<OutboxRecord>): Promise<OutboxRecord> {
    const record: OutboxRecord = { ...claim.record, ...changes, leaseUntil: null, updatedAt: this.now().toISOString() }
    const outcome = await this.store.replace(this.key(record.id), record, claim.etag)
    if (!outcome.modified) throw new Error(`Outbox record ${record.id} changed while it was being delivered`)
    return record
  }

  delivered(claim: Claim, attempts: number, deliveredTo: string): Promise<OutboxRecord> {
    return this.settle(claim, {
      status: "delivered",
      attempts,
      deliveredAt: this.now().toISOString(),
      deliveredTo,
      nextAttemptAt: null,
      lastError: null,
    })
  }

  retryLater(claim: Claim, attempts: number, nextAttemptAt: Date, error: string): Promise<OutboxRecord> {
    return this.settle(claim, { status: "pending", attempts, nextAttemptAt: nextAttemptAt.toISOString(), lastError: error })
  }

  failed(claim: Claim, attempts: number, error: string): Promise<OutboxRecord> {
    return this.settle(claim, { status: "failed", attempts, nextAttemptAt: null, lastError: error })
  }

  /** Removes delivered and failed records past their retention; returns how many. */
  async prune(): Promise<number> {
    const now = this.now().getTime()
    const day = 24 * 60 * 60 * 1000
    let removed = 0
    for (const record of await this.list()) {
      const age = now - Date.parse(record.updatedAt)
      const expired =
        (record.status === "delivered" && age > DELIVERED_RETENTION_DAYS * day) ||
        (record.status === "failed" && age > FAILED_RETENTION_DAYS * day)
      if (expired) {
        await this.store.remove(this.key(record.id))
        removed += 1
      }
    }
    return removed
  }
}
