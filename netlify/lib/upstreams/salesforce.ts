import type { SendOutcome, Transport } from "../outbox/deliver"
import type { OutboxRecord } from "../outbox/record"
import { isRetryableStatus, parseRetryAfter } from "../outbox/retry"

export interface SalesforceConfig {
  orgId: string
  webToLeadUrl: string
}

/**
 * Salesforce web-to-lead: a form post of the lead's fields plus the organisation id. Salesforce
 * answers every post with 200 (or a redirect to retURL), so any 2xx or 3xx counts as taken.
 */
export class SalesforceTransport implements Transport {
  constructor(
    private readonly config: SalesforceConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(record: OutboxRecord, signal: AbortSignal): Promise<SendOutcome> {
    if (record.upstream.channel !== "salesforce") return { ok: false, retryable: false, error: "not a web-to-lead submission" }
    const body = new URLSearchParams({ oid: this.config.orgId, ...record.upstream.fields })
    const response = await this.fetchImpl(this.config.webToLeadUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Idempotency-Key": record.id },
      body: body.toString(),
      redirect: "manual",
      signal,
    })
    if (response.status < 400) return { ok: true, deliveredTo: "salesforce" }
    return {
      ok: false,
      retryable: isRetryableStatus(response.status),
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      error: `Salesforce web-to-lead failed: ${response.status}`,
    }
  }
}
