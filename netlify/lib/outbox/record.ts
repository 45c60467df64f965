import type { HubSpotPayload } from "../../../src/domain/hubspot/common"
import type { ApplicationUpstream } from "../applications/records"

/**
 * What a delivery sends: a HubSpot form submission, a Salesforce web-to-lead post, or a job
 * application (to the recruiting system, or its fallback mail).
 */
export type UpstreamRequest =
  | { channel: "hubspot"; hubspotForm: string; payload: HubSpotPayload }
  | { channel: "salesforce"; fields: Record<string, string> }
  | ApplicationUpstream

export type OutboxStatus = "pending" | "delivering" | "delivered" | "failed"

/**
 * A submission as the outbox keeps it: stored before any upstream call, then delivered, retried
 * or given up on (failed, to be replayed by hand with `npm run outbox`).
 */
export interface OutboxRecord {
  /** The idempotency key: the same key never makes a second record. */
  id: string
  formId: string
  locale: string
  upstream: UpstreamRequest
  /** A hash of the request the key was first used for (older records have none). */
  fingerprint?: string
  status: OutboxStatus
  attempts: number
  createdAt: string
  updatedAt: string
  /** When a pending record is due again. */
  nextAttemptAt: string | null
  /** Until when a delivery in progress holds the record; a stale lease may be taken over. */
  leaseUntil: string | null
  lastError: string | null
  deliveredAt: string | null
  /** Which transport took it: "hubspot", "salesforce" or "local-sink". */
  deliveredTo: string | null
}
