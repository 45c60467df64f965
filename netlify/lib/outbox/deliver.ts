import type { Outbox } from "./outbox"
import type { OutboxRecord } from "./record"
import { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry"
import { errorMessage, errorName } from "../errors"

/** What one upstream call came to. */
export type SendOutcome = { ok: true; deliveredTo: string } | { ok: false; retryable: boolean; retryAfterMs?: number | null; error: string }

/** Sends a record to its upstream (HubSpot, Salesforce or the local sink). */
export interface Transport {
  send(record: OutboxRecord, signal: AbortSignal): Promise<SendOutcome>
}

export interface DeliveryOptions {
  policy?: RetryPolicy
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  now?: () => Date
  /** Replay: take failed records and ignore the schedule. */
  replay?: boolean
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function attempt(transport: Transport, record: OutboxRecord, timeoutMs: number): Promise<SendOutcome> {
  try {
    return await transport.send(record, AbortSignal.timeout(timeoutMs))
  } catch (error) {
    const name = errorName(error)
    const message = name === "TimeoutError" || name === "AbortError" ? `timed out after ${timeoutMs} ms` : errorMessage(error)
    return { ok: false, retryable: true, error: message }
  }
}

/**
 * One delivery run of a record: claims it (so no other run sends it too), tries a few times with
 * backoff that honours Retry-After, then records the outcome: delivered, pending with the next
 * attempt scheduled, or failed. Returns the settled record, or null when it was not ours to send.
 */
export async function deliver(
  outbox: Outbox,
  id: string,
  transport: Transport,
  options: DeliveryOptions = {},
): Promise<OutboxRecord | null> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  const now = options.now ?? (() => new Date())
  const claim = await outbox.claim(id, policy.leaseMs, options.replay ? { includeFailed: true, ignoreSchedule: true } : {})
  if (!claim) return null
  let attempts = claim.record.attempts
  for (let run = 1; ; run += 1) {
    attempts += 1
    const outcome = await attempt(transport, claim.record, policy.attemptTimeoutMs)
    if (outcome.ok) return outbox.delivered(claim, attempts, outcome.deliveredTo)
    if (!outcome.retryable || (!options.replay && attempts >= policy.maxAttempts)) return outbox.failed(claim, attempts, outcome.error)
    const wait = Math.max(backoffDelay(run, policy.baseDelayMs, policy.maxDelayMs, random), outcome.retryAfterMs ?? 0)
    if (run >= policy.inlineAttempts || wait > policy.maxInlineWaitMs) {
      const later = Math.max(backoffDelay(attempts, policy.scheduleBaseMs, policy.scheduleMaxMs, random), outcome.retryAfterMs ?? 0)
      return outbox.retryLater(claim, attempts, new Date(now().getTime() + later), outcome.error)
    }
    await sleep(wait)
  }
}

/** The scheduled run: every due record, one attempt each; returns what happened to each. */
export async function deliverDue(
  outbox: Outbox,
  transportFor: (record: OutboxRecord) => Transport,
  options: DeliveryOptions = {},
): Promise<OutboxRecord[]> {
  const policy = { ...(options.policy ?? DEFAULT_RETRY_POLICY), inlineAttempts: 1 }
  const settled: OutboxRecord[] = []
  for (const record of await outbox.due()) {
    const result = await deliver(outbox, record.id, transportFor(record), { ...options, policy })
    if (result) settled.push(result)
  }
  return settled
}
