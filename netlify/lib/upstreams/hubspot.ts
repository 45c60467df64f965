import type { DataFormId, HubSpotFormId } from "../../../src/domain/forms/form-ids"
import type { Transport, SendOutcome } from "../outbox/deliver"
import type { OutboxRecord } from "../outbox/record"
import { isRetryableStatus, parseRetryAfter } from "../outbox/retry"

/**
 * The HubSpot form each of our forms submits to (the spec's fixed form identifiers). These are
 * the Fleetlane portal's GUIDs; HUBSPOT_FORM_GUIDS (JSON) overrides them, e.g. for a test portal.
 * Typed by form id, so a form added to the endpoints without its HubSpot form does not compile.
 */
export const HUBSPOT_FORM_GUIDS: Readonly<Record<HubSpotFormId | DataFormId, string>> = {
  lease_rental: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a01",
  lease_rental_new: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a02",
  contact: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a03",
  maintenance: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a04",
  nl_rent_lease: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a05",
  nl_parts: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a06",
  insight: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a07",
  contact_simple: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a08",
  newsletter: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a09",
  calculator: "3f6c2a10-7d41-4b8e-9a52-1c0e7b5d2a10",
}

export interface HubSpotConfig {
  portalId: string
  /** A private app token with the forms scope: the authenticated endpoint. Empty: the public one. */
  accessToken: string
  apiUrl: string
  formGuids: Record<string, string>
}

/** The address of a form's submission: the authenticated endpoint when there is a token. */
export function hubSpotSubmitUrl(config: HubSpotConfig, hubspotForm: string): string {
  const guid = config.formGuids[hubspotForm] ?? (HUBSPOT_FORM_GUIDS as Readonly<Record<string, string | undefined>>)[hubspotForm]
  if (!guid) throw new Error(`No HubSpot form GUID for ${hubspotForm}`)
  const secure = config.accessToken ? "secure/" : ""
  return `${config.apiUrl}/submissions/v3/integration/${secure}submit/${encodeURIComponent(config.portalId)}/${encodeURIComponent(guid)}`
}

/** HubSpot Forms API v3: POST JSON (fields, context, legalConsentOptions, submittedAt). */
export class HubSpotTransport implements Transport {
  constructor(
    private readonly config: HubSpotConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(record: OutboxRecord, signal: AbortSignal): Promise<SendOutcome> {
    if (record.upstream.channel !== "hubspot") return { ok: false, retryable: false, error: "not a HubSpot submission" }
    const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": record.id }
    if (this.config.accessToken) headers.Authorization = `Bearer ${this.config.accessToken}`
    const body = { ...record.upstream.payload, submittedAt: String(Date.parse(record.createdAt)) }
    const response = await this.fetchImpl(hubSpotSubmitUrl(this.config, record.upstream.hubspotForm), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal,
    })
    if (response.ok) return { ok: true, deliveredTo: "hubspot" }
    // HubSpot's error body names the invalid fields; log its error types, never echo it to a visitor.
    const detail = await response.text().catch(() => "")
    const types = [...detail.matchAll(/"errorType"\s*:\s*"([A-Z_]+)"/g)].map((match) => match[1]).join(", ")
    return {
      ok: false,
      retryable: isRetryableStatus(response.status),
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      error: `HubSpot submission failed: ${response.status}${types ? ` (${types})` : ""}`,
    }
  }
}
